// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/review/goldeditor.h"

#include "model/document/annotationdocument.h"
#include "model/document/commands/addspancommand.h"
#include "model/project/project.h"
#include "model/storage/personrepository.h"
#include "model/storage/spanrepository.h"
#include "model/project/agreementdata.h"
#include "model/stats/goldcomparison.h"
#include "widgets/annotate/annotateview.h"

#include <QComboBox>
#include <QFormLayout>
#include <QTabWidget>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTableWidget>
#include <QTreeWidget>
#include <QUndoStack>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Errata {

GoldEditor::GoldEditor(QWidget *parent)
    : QWidget(parent)
    , m_editor(new AnnotateView(this))
{
    m_editor->setGoldMode(true);
    setAccessibleName(tr("Gold"));
    setAccessibleDescription(tr("The adjudicated layer of the item, the consensus proposals and every annotator's "
                                "spans to add to it"));
    m_scores = new QTableWidget(0, 4, this);
    m_scores->setHorizontalHeaderLabels({tr("Annotator"), tr("Precision"), tr("Recall"), tr("F1")});
    m_scores->verticalHeader()->hide();
    m_scores->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_scores->setAccessibleName(tr("Annotators against gold on this item"));
    m_scores->verticalHeader()->setDefaultSectionSize(m_scores->fontMetrics().height() + 8);
    auto *scoresPage = new QWidget(this);
    auto *scoresLayout = new QVBoxLayout(scoresPage);
    auto *scoresNote = new QLabel(tr("Tokens, any error: how much of each annotator's marked text gold shares "
                                     "(precision), and how much of gold they marked (recall)."),
                                  scoresPage);
    scoresNote->setWordWrap(true);
    scoresNote->setTextFormat(Qt::PlainText);
    scoresLayout->addWidget(scoresNote);
    scoresLayout->addWidget(m_scores, 1);
    // Tabs give each list the full height beside the editor, which needs the width.
    auto *side = new QTabWidget(this);
    side->addTab(buildProposals(), tr("Proposals"));
    side->addTab(buildSources(), tr("Spans"));
    side->addTab(scoresPage, tr("Scores"));
    auto *splitter = new QSplitter(this);
    splitter->addWidget(m_editor);
    splitter->addWidget(side);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);
    connect(m_editor, &AnnotateView::messageRaised, this, &GoldEditor::messageRaised);
    connect(m_editor, &AnnotateView::storageFailed, this, &GoldEditor::storageFailed);
    connect(m_editor, &AnnotateView::currentItemChanged, this, [this] {
        AnnotationDocument *document = m_editor->document();
        for (auto signal :
             {&AnnotationDocument::spanInserted, &AnnotationDocument::spanRemoved, &AnnotationDocument::spanChanged}) {
            connect(document, signal, this, &GoldEditor::refresh, Qt::UniqueConnection);
        }
        connect(document, &AnnotationDocument::spansReloaded, this, &GoldEditor::refresh, Qt::UniqueConnection);
    });
}

QWidget *GoldEditor::buildProposals()
{
    auto *box = new QWidget(this);
    m_modeChoice = new QComboBox(box);
    m_modeChoice->addItem(tr("Union of the spans"), int(ConsensusRange::Union));
    m_modeChoice->addItem(tr("Where enough annotators overlap"), int(ConsensusRange::Intersection));
    m_kChoice = new QSpinBox(box);
    m_kChoice->setRange(0, 99);
    m_kChoice->setSpecialValueText(tr("a majority"));
    m_proposalsView = new QTreeWidget(box);
    m_proposalsView->setHeaderLabels({tr("Status"), tr("Type"), tr("Text"), tr("Marked by")});
    m_proposalsView->setRootIsDecorated(false);
    m_proposalsView->setAccessibleName(tr("Consensus proposals"));
    auto *confirm = new QPushButton(tr("&Confirm"), box);
    auto *reject = new QPushButton(tr("Re&ject"), box);
    auto *all = new QPushButton(tr("Confirm All Op&en"), box);
    auto *form = new QFormLayout;
    form->addRow(tr("Range:"), m_modeChoice);
    form->addRow(tr("At least:"), m_kChoice);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(confirm);
    buttons->addWidget(reject);
    buttons->addStretch();
    buttons->addWidget(all);
    auto *layout = new QVBoxLayout(box);
    layout->addLayout(form);
    layout->addWidget(m_proposalsView, 1);
    layout->addLayout(buttons);
    const auto current = [this] { return m_proposalsView->indexOfTopLevelItem(m_proposalsView->currentItem()); };
    connect(confirm, &QPushButton::clicked, this, [this, current] { confirmProposal(current()); });
    connect(reject, &QPushButton::clicked, this, [this, current] { rejectProposal(current()); });
    connect(all, &QPushButton::clicked, this, &GoldEditor::confirmAllOpen);
    connect(m_proposalsView, &QTreeWidget::itemActivated, this, [this, current] { confirmProposal(current()); });
    const auto changed = [this] {
        setConsensus(ConsensusRange(m_modeChoice->currentData().toInt()), m_kChoice->value());
    };
    connect(m_modeChoice, &QComboBox::currentIndexChanged, this, changed);
    connect(m_kChoice, &QSpinBox::valueChanged, this, changed);
    return box;
}

QWidget *GoldEditor::buildSources()
{
    auto *box = new QWidget(this);
    m_sources = new QTreeWidget(box);
    m_sources->setHeaderLabels({tr("Annotator"), tr("Type"), tr("Text"), tr("In gold")});
    m_sources->setRootIsDecorated(false);
    m_sources->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_sources->setAccessibleName(tr("Annotators' spans"));
    auto *add = new QPushButton(tr("A&dd to Gold"), box);
    auto *merge = new QPushButton(tr("&Merge into One"), box);
    merge->setToolTip(tr("One gold span covering the selected spans, with the type and severity most of them "
                         "chose; refine it in the editor."));
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(add);
    buttons->addWidget(merge);
    buttons->addStretch();
    auto *layout = new QVBoxLayout(box);
    layout->addWidget(m_sources, 1);
    layout->addLayout(buttons);
    connect(add, &QPushButton::clicked, this, &GoldEditor::addSelectedToGold);
    connect(merge, &QPushButton::clicked, this, &GoldEditor::mergeSelected);
    connect(m_sources, &QTreeWidget::itemActivated, this, &GoldEditor::addSelectedToGold);
    return box;
}

void GoldEditor::setProject(Project *project, qint64 personId, const QHash<qint64, QString> &names)
{
    m_project = project;
    m_names = names;
    if (m_names.isEmpty() && project) {
        for (const Person &person : project->people().all()) m_names.insert(person.id, person.name);
    }
    m_names.insert(GoldLayerId, tr("Gold"));
    m_editor->setProject(project, personId);
    m_item = {};
    m_followed = 0;
    refresh();
}

void GoldEditor::followItem(qint64 itemId)
{
    if (isVisible()) {
        showItem(itemId);
    } else {
        m_followed = itemId;
    }
}

void GoldEditor::showEvent(QShowEvent *event)
{
    if (m_followed != 0) showItem(m_followed);
    QWidget::showEvent(event);
}

bool GoldEditor::showItem(qint64 itemId)
{
    m_followed = 0;
    if (!m_project || !m_editor->showItem(itemId)) {
        return false;
    }
    m_item = AgreementData::itemLayers(*m_project, itemId);
    m_item.layers.removeIf([](const AgreementLayer &layer) { return layer.annotatorId == GoldLayerId; });
    m_rejected = GoldLayer::rejectedKeys(*m_project, itemId);
    m_kChoice->setMaximum(int(m_item.layers.size()));
    refresh();
    return true;
}

void GoldEditor::setConsensus(ConsensusRange mode, int k)
{
    m_mode = mode;
    m_k = k;
    const QSignalBlocker modeBlocker(m_modeChoice), kBlocker(m_kChoice);
    m_modeChoice->setCurrentIndex(m_modeChoice->findData(int(mode)));
    m_kChoice->setValue(k);
    refresh();
}

QList<Span> GoldEditor::goldSpans() const
{
    const AnnotationDocument *document = m_editor->document();
    return document ? document->spans() : QList<Span>();
}

QList<AnnotatorSpans> GoldEditor::annotatorSpans() const
{
    QList<AnnotatorSpans> layers;
    for (const AgreementLayer &layer : m_item.layers) {
        layers << AnnotatorSpans{layer.annotatorId, layer.spans};
    }
    return layers;
}

void GoldEditor::refresh()
{
    m_proposals = m_item.itemId ? GoldLayer::proposals(annotatorSpans(), goldSpans(), m_rejected, m_mode, m_k)
                                : QList<GoldProposal>();
    fillProposals();
    fillSources();
    fillScores();
}

} // namespace Errata
