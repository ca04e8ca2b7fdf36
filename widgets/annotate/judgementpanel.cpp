// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/annotate/judgementpanel.h"

#include "model/document/annotationdocument.h"
#include "model/document/commands/setjudgementcommand.h"
#include "model/storage/judgementrepository.h"

#include <QAbstractButton>
#include <QButtonGroup>
#include <QCheckBox>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QRadioButton>
#include <QSlider>
#include <QSpinBox>
#include <QUndoStack>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {
// Button ids are values shifted up: QButtonGroup reads -1 as "choose an id for me", and OpenMEVA's
// deductions are -1 and -2.
constexpr int IdOffset = 100;
} // namespace

JudgementPanel::JudgementPanel(QWidget *parent)
    : QWidget(parent)
{
    new QVBoxLayout(this);
    setAccessibleName(tr("Item judgements"));
    layout()->setContentsMargins(0, 0, 0, 0);
}

void JudgementPanel::setDocument(AnnotationDocument *document)
{
    if (m_document) {
        disconnect(m_document, nullptr, this, nullptr);
    }
    m_document = document;
    if (m_document) {
        connect(m_document, &AnnotationDocument::judgementsChanged, this, &JudgementPanel::refresh);
        connect(m_document, &AnnotationDocument::assignmentChanged, this, &JudgementPanel::refresh);
    }
    // The next item of the same project asks the same questions: its answers only, not new widgets
    // (rebuilding them was a quarter of an item switch). The key holds a translated title, so a change
    // of language builds them again too.
    const QStringList key = (m_document ? m_document->enabledJudgementGroups() : QStringList()) << tr("Overall rating");
    if (key == m_builtFor) {
        // Even a focused reason field shows the next item's reason (m_newDocument), not the last one typed.
        m_newDocument = true;
        refresh();
        m_newDocument = false;
        return;
    }
    m_builtFor = key;
    rebuild();
}

QButtonGroup *JudgementPanel::addScale(const QString &key, const QString &title,
                                       const QList<std::pair<int, QString>> &options)
{
    auto *box = new QGroupBox(title, this);
    auto *row = new QHBoxLayout(box);
    auto *group = new QButtonGroup(box);
    // Deductions are independent checkboxes (a story can lose points for several reasons).
    group->setExclusive(!key.startsWith(u"deduction"_s));
    for (const auto &[value, label] : options) {
        QAbstractButton *button = group->exclusive() ? static_cast<QAbstractButton *>(new QRadioButton(label, box))
                                                     : new QCheckBox(label, box);
        group->addButton(button, value + IdOffset);
        row->addWidget(button);
    }
    row->addStretch();
    layout()->addWidget(box);
    box->show(); // the panel may already be on screen when a document arrives
    m_scales.insert(key, group);
    connect(group, &QButtonGroup::idClicked, this, [this, key, group](int id) {
        const bool on = group->button(id)->isChecked();
        set(key, on ? QVariant(id - IdOffset) : QVariant());
    });
    return group;
}

void JudgementPanel::rebuild()
{
    qDeleteAll(findChildren<QWidget *>(Qt::FindDirectChildrenOnly));
    m_scales.clear();
    m_followUp = nullptr;
    m_esaSlider = nullptr;
    m_esaSpin = nullptr;
    const QStringList groups = m_document ? m_document->enabledJudgementGroups() : QStringList();
    if (groups.contains(JudgementGroup::Erroneous)) {
        addScale(u"erroneous"_s, tr("Does the text contain errors?"), {{1, tr("Yes")}, {0, tr("No")}});
    }
    if (groups.contains(JudgementGroup::Rating)) {
        addScale(u"rating"_s, tr("Overall rating"), {{1, u"1"_s}, {2, u"2"_s}, {3, u"3"_s}, {4, u"4"_s}, {5, u"5"_s}});
        const QList<std::pair<QString, QString>> deductions{
            {u"deduction_repetitive_plot"_s, tr("Repetitive plot")},
            {u"deduction_unrelated_events"_s, tr("Unrelated events")},
            {u"deduction_conflicting_logic"_s, tr("Conflicting logic")}};
        for (const auto &[key, label] : deductions) {
            addScale(key, label, {{-1, tr("−1")}, {-2, tr("−2")}});
        }
        addScale(u"deduction_chaotic_scenes"_s, tr("Chaotic scenes (global)"), {{-2, tr("−2")}});
    }
    if (groups.contains(JudgementGroup::Authorship)) {
        addScale(u"authorship"_s, tr("Who wrote this text?"),
                 {{1, tr("Definitely human")},
                  {2, tr("Possibly human")},
                  {3, tr("Possibly machine")},
                  {4, tr("Definitely machine")}});
        m_followUpLabel = new QLabel(this);
        m_followUp = new QLineEdit(this);
        layout()->addWidget(m_followUpLabel);
        layout()->addWidget(m_followUp);
        m_followUpLabel->show();
        m_followUp->show();
        connect(m_followUp, &QLineEdit::textEdited, this, [this](const QString &text) {
            set(u"authorship_reason"_s, text.trimmed().isEmpty() ? QVariant() : QVariant(text));
        });
    }
    if (groups.contains(JudgementGroup::Esa)) {
        addEsaScore();
    }
    setVisible(!groups.isEmpty());
    refresh();
}

void JudgementPanel::addEsaScore()
{
    auto *box = new QGroupBox(tr("Overall score (0–100)"), this);
    auto *grid = new QGridLayout(box);
    m_esaSlider = new QSlider(Qt::Horizontal, box);
    m_esaSlider->setRange(0, 100);
    m_esaSlider->setPageStep(10);
    m_esaSlider->setTickPosition(QSlider::TicksBelow);
    m_esaSlider->setTickInterval(33);
    m_esaSlider->setTracking(false); // a drag is one answer (one undo step), given on release
    m_esaSlider->setAccessibleName(tr("Overall score"));
    m_esaSpin = new QSpinBox(box);
    m_esaSpin->setRange(-1, 100);
    m_esaSpin->setSpecialValueText(tr("—")); // -1: not scored yet
    m_esaSpin->setKeyboardTracking(false);
    m_esaSpin->setAccessibleName(tr("Overall score"));
    grid->addWidget(m_esaSlider, 0, 0, 1, 4);
    grid->addWidget(m_esaSpin, 0, 4);
    // The scale's anchors as ESA shows them, under the slider's ticks.
    const QStringList anchors{tr("0: no meaning preserved"), tr("33: some meaning preserved"),
                              tr("66: most meaning preserved, few errors"), tr("100: perfect meaning and grammar")};
    for (int i = 0; i < anchors.size(); ++i) {
        auto *label = new QLabel(anchors.at(i), box);
        label->setWordWrap(true);
        label->setAlignment(i == anchors.size() - 1 ? Qt::AlignRight : Qt::AlignLeft);
        grid->addWidget(label, 1, i);
        grid->setColumnStretch(i, 1); // equal quarters, so each anchor sits under its stretch of the slider
    }
    layout()->addWidget(box);
    box->show();
    connect(m_esaSlider, &QSlider::sliderMoved, m_esaSpin, [this](int value) {
        const QSignalBlocker blocker(m_esaSpin);
        m_esaSpin->setValue(value);
    });
    connect(m_esaSlider, &QSlider::valueChanged, this, &JudgementPanel::setEsaScore);
    connect(m_esaSpin, &QSpinBox::valueChanged, this, &JudgementPanel::setEsaScore);
}

void JudgementPanel::setEsaScore(int value)
{
    const QVariant now = m_document ? m_document->judgements().value(u"esa_score"_s) : QVariant();
    const QVariant wanted = value >= 0 ? QVariant(value) : QVariant();
    if (now != wanted) {
        set(u"esa_score"_s, wanted);
    }
}

void JudgementPanel::refresh()
{
    if (!m_document) {
        return;
    }
    m_refreshing = true;
    const bool editable = m_document->isEditable();
    for (auto it = m_scales.cbegin(); it != m_scales.cend(); ++it) {
        const QVariant value = m_document->judgements().value(it.key());
        const bool exclusive = it.value()->exclusive();
        it.value()->setExclusive(false);
        for (QAbstractButton *button : it.value()->buttons()) {
            button->setChecked(value.isValid() && it.value()->id(button) - IdOffset == value.toInt());
            button->setEnabled(editable);
        }
        it.value()->setExclusive(exclusive);
    }
    if (m_followUp) {
        // Clark et al.: "Why did you select this rating?" for 1, otherwise what would make it more human-like.
        const int authorship = m_document->judgements().value(u"authorship"_s).toInt();
        m_followUpLabel->setText(authorship == 1 ? tr("Why did you select this rating?")
                                                 : tr("What would you change to make it seem more human-like?"));
        if (m_newDocument || !m_followUp->hasFocus()) {
            m_followUp->setText(m_document->judgements().value(u"authorship_reason"_s).toString());
        }
        m_followUp->setEnabled(editable);
    }
    if (m_esaSpin) {
        const QVariant score = m_document->judgements().value(u"esa_score"_s);
        const QSignalBlocker blockSlider(m_esaSlider);
        const QSignalBlocker blockSpin(m_esaSpin);
        m_esaSlider->setValue(score.isValid() ? score.toInt() : 0);
        m_esaSpin->setValue(score.isValid() ? score.toInt() : -1);
        m_esaSlider->setEnabled(editable);
        m_esaSpin->setEnabled(editable);
    }
    m_refreshing = false;
}

void JudgementPanel::set(const QString &key, const QVariant &value)
{
    if (m_document && !m_refreshing) {
        m_document->undoStack()->push(new SetJudgementCommand(m_document, key, value));
    }
}

} // namespace Errata
