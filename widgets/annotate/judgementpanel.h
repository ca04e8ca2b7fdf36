// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QVariant>
#include <QWidget>

class QButtonGroup;
class QLabel;
class QLineEdit;
class QSlider;
class QSpinBox;

namespace Errata {

class AnnotationDocument;

// The item-level judgements the project enables (product.md §2): TGEA's "erroneous?", OpenMEVA's
// 1–5 rating with point deductions, Clark et al.'s 4-point authorship judgement and its follow-up,
// ESA's 0–100 score (a slider and a number, unset until the annotator gives one).
// Each answer is an undoable command on the document, persisted at once.
class JudgementPanel final : public QWidget
{
    Q_OBJECT
public:
    explicit JudgementPanel(QWidget *parent = nullptr);
    void setDocument(AnnotationDocument *document);

private:
    void rebuild();
    void refresh();
    QButtonGroup *addScale(const QString &key, const QString &title, const QList<std::pair<int, QString>> &options);
    void set(const QString &key, const QVariant &value);
    void addEsaScore();
    void setEsaScore(int value);

    AnnotationDocument *m_document = nullptr;
    QHash<QString, QButtonGroup *> m_scales;
    QLabel *m_followUpLabel = nullptr;
    QLineEdit *m_followUp = nullptr;
    QSlider *m_esaSlider = nullptr;
    QSpinBox *m_esaSpin = nullptr;
    bool m_refreshing = false;
    QStringList m_builtFor;     // the judgement groups the widgets were built for, and the language
    bool m_newDocument = false; // refreshing for another item: even a focused field shows its answer
};

} // namespace Errata
