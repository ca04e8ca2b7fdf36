// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/layers/layerview.h"

#include "model/domain/taxonomy.h"
#include "widgets/layers/tracklist.h"
#include "widgets/textview/spantextview.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QScrollArea>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Errata {

LayerView::LayerView(QWidget *parent)
    : QWidget(parent)
    , m_text(new SpanTextView(this))
    , m_trackList(new TrackList(this))
    , m_types(new QListWidget(this))
    , m_colourBy(new QComboBox(this))
    , m_heatChoice(new QComboBox(this))
    , m_compareAChoice(new QComboBox(this))
    , m_compareBChoice(new QComboBox(this))
    , m_compareOn(new QCheckBox(tr("Compare"), this))
    , m_compareLegend(new QLabel(this))
    , m_record(new QLabel(this))
    , m_agreement(new QTableWidget(this))
{
    m_colourBy->addItems({tr("Colour by type"), tr("Colour by annotator")});
    m_compareLegend->setTextFormat(Qt::RichText);
    m_compareLegend->setWordWrap(true);
    m_compareLegend->hide();
    m_text->setAccessibleName(tr("The text with every shown annotator's spans"));
    setAccessibleName(tr("Layers"));
    setAccessibleDescription(tr("Every annotator's spans under the same text. The lists choose the annotators and "
                                "types shown; the agreement table puts a type's heat on the text."));
    m_types->setAccessibleName(tr("Types shown"));
    m_record->setWordWrap(true);
    m_record->setTextFormat(Qt::RichText);
    m_record->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_agreement->setColumnCount(3);
    m_agreement->setHorizontalHeaderLabels({tr("Type"), tr("α"), tr("Two Agree")});
    m_agreement->verticalHeader()->hide();
    m_agreement->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_agreement->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_agreement->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_agreement->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_agreement->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_agreement->setWordWrap(false);
    m_agreement->setToolTip(tr("Krippendorff's α (nominal, tokens) of this item; click a row to show its heat"));

    auto *scroll = new QScrollArea(this);
    scroll->setWidget(m_text);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *options = new QFormLayout;
    options->addRow(m_colourBy);
    options->addRow(tr("Heat:"), m_heatChoice);
    auto *compareRow = new QHBoxLayout;
    compareRow->addWidget(m_compareOn);
    compareRow->addWidget(m_compareAChoice, 1);
    compareRow->addWidget(m_compareBChoice, 1);
    options->addRow(compareRow);
    options->addRow(m_compareLegend);
    auto *side = new QWidget(this);
    auto *sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(6, 0, 0, 0);
    sideLayout->addLayout(options);
    sideLayout->addWidget(new QLabel(tr("Annotators"), side));
    sideLayout->addWidget(m_trackList, 2);
    sideLayout->addWidget(new QLabel(tr("Types"), side));
    sideLayout->addWidget(m_types, 2);
    m_agreementNote = new QLabel(side);
    m_agreementNote->setWordWrap(true);
    m_agreementNote->setTextFormat(Qt::PlainText);
    sideLayout->addWidget(m_agreementNote);
    sideLayout->addWidget(m_agreement, 2);
    sideLayout->addWidget(m_record, 1);
    auto *splitter = new QSplitter(this);
    splitter->addWidget(scroll);
    splitter->addWidget(side);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);
    side->setMinimumWidth(300);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(splitter);

    connect(m_colourBy, &QComboBox::currentIndexChanged, this, [this](int index) { setColourByAnnotator(index == 1); });
    connect(m_heatChoice, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_updating) setHeat(m_heatChoice->currentData().toString());
    });
    const auto compareChanged = [this] {
        if (!m_updating) {
            setCompare(m_compareOn->isChecked() ? m_compareAChoice->currentData().toLongLong() : 0,
                       m_compareOn->isChecked() ? m_compareBChoice->currentData().toLongLong() : 0);
        }
    };
    connect(m_compareOn, &QCheckBox::toggled, this, compareChanged);
    connect(m_compareAChoice, &QComboBox::currentIndexChanged, this, compareChanged);
    connect(m_compareBChoice, &QComboBox::currentIndexChanged, this, compareChanged);
    connect(m_trackList, &TrackList::visibilityChanged, this, &LayerView::setAnnotatorVisible);
    // Double-click: solo that annotator (double-click again to show everyone).
    connect(m_trackList, &TrackList::soloRequested, this, [this](qint64 id) {
        const bool alreadySolo =
            m_hiddenAnnotators.size() == m_item.layers.size() - 1 && !m_hiddenAnnotators.contains(id);
        soloAnnotator(alreadySolo ? 0 : id);
    });
    connect(m_trackList, &TrackList::orderChanged, this, &LayerView::setTrackOrder);
    connect(m_trackList, &TrackList::foldToggled, this, [this](qint64 id) { setFolded(id, !m_folded.contains(id)); });
    // A name in the gutter beside the text folds (or unfolds) its track.
    connect(m_text, &SpanTextView::trackActivated, this, [this](int track) {
        if (track >= 0 && track < m_trackIds.size())
            setFolded(m_trackIds[track], !m_folded.contains(m_trackIds[track]));
    });
    connect(m_types, &QListWidget::itemChanged, this, [this](QListWidgetItem *entry) {
        if (!m_updating) setTypeVisible(entry->data(Qt::UserRole).toString(), entry->checkState() == Qt::Checked);
    });
    connect(m_text, &SpanTextView::spanActivated, this, &LayerView::showRecord);
    connect(m_agreement, &QTableWidget::cellClicked, this, [this](int row) {
        const int index = m_heatChoice->findData(m_agreement->item(row, 0)->data(Qt::UserRole));
        m_heatChoice->setCurrentIndex(std::max(0, index));
    });
}

void LayerView::setItem(const AgreementItem &item, const QString &prompt, const QHash<qint64, QString> &names,
                        const Taxonomy *taxonomy)
{
    m_item = item;
    m_names = names;
    m_names.insert(GoldLayerId, tr("Gold"));
    for (int a = 0; a < item.layers.size(); ++a) { // every track needs a label, even without a name
        const qint64 id = item.layers[a].annotatorId;
        if (!m_names.contains(id)) m_names.insert(id, tr("A%1").arg(a + 1));
        if (!isPersonLayer(id) && id != GoldLayerId) m_names[id] = tr("%1 (system)").arg(m_names.value(id));
    }
    m_taxonomy = taxonomy;
    m_hiddenAnnotators.clear();
    m_hiddenTypes.clear();
    // A comparison carries over to the next item when both annotators are in it.
    const auto inItem = [this](qint64 id) {
        return std::any_of(m_item.layers.cbegin(), m_item.layers.cend(),
                           [id](const AgreementLayer &layer) { return layer.annotatorId == id; });
    };
    if (!inItem(m_compareA) || !inItem(m_compareB)) {
        m_compareA = m_compareB = 0;
    }
    m_text->setTexts(prompt, item.text);
    m_record->setText(tr("Click a span to see its record."));
    rebuildLists();
    syncCompareControls();
    fillAgreement();
    refresh();
}

void LayerView::clear()
{
    setItem(AgreementItem{}, QString(), {}, nullptr);
}

void LayerView::setTypeColours(const QHash<QString, QColor> &colours)
{
    m_typeColours = colours;
    if (m_taxonomy) {
        rebuildLists();
        refresh();
    }
}

} // namespace Errata
