// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/document/goldlayer.h"
#include "model/stats/agreement.h"

#include <QHash>
#include <QWidget>

class QComboBox;
class QSpinBox;
class QTableWidget;
class QTreeWidget;

namespace Errata {

class AnnotateView;
class Project;

// The reviewer's gold (adjudicated) layer of one item, built from the annotators' layers
// (product.md §4): consensus proposals to confirm or reject, every annotator's spans to take over
// one by one or merged into one, and the usual span editing (with undo) to refine the result or
// add what nobody marked. Beside it, how each annotator's layer compares with gold on this item.
class GoldEditor final : public QWidget
{
    Q_OBJECT
public:
    explicit GoldEditor(QWidget *parent = nullptr);

    void setProject(Project *project, qint64 personId, const QHash<qint64, QString> &names);
    bool showItem(qint64 itemId);
    // The item the window has chosen: loaded now if the editor is on screen, else when it is next shown.
    // Behind another tab it was half of a coordinator's item switch (an annotate view, every layer, proposals).
    void followItem(qint64 itemId);
    void setConsensus(ConsensusRange mode, int k); // k 0: a majority of the annotators

    AnnotateView *editor() const { return m_editor; }
    QTreeWidget *proposalsView() const { return m_proposalsView; }
    QTreeWidget *sourcesView() const { return m_sources; }
    QTableWidget *scoresTable() const { return m_scores; }
    const QList<GoldProposal> &proposals() const { return m_proposals; }
    QList<Span> goldSpans() const;

    // What the buttons do.
    void confirmProposal(int index);
    void rejectProposal(int index);
    void confirmAllOpen();
    void addSelectedToGold();
    void mergeSelected();

signals:
    void messageRaised(const QString &message);
    void storageFailed(const QString &message);

protected:
    void showEvent(QShowEvent *event) override;

private:
    QWidget *buildProposals();
    QWidget *buildSources();
    void refresh();
    void fillProposals();
    void fillSources();
    void fillScores();
    QList<AnnotatorSpans> annotatorSpans() const;
    QList<Span> selectedSources() const;
    void addToGold(const QList<Span> &spans, const QString &undoText);

    Project *m_project = nullptr;
    QHash<qint64, QString> m_names;
    AgreementItem m_item;  // the annotators' layers, without gold
    qint64 m_followed = 0; // the item to load when next shown (followItem)
    QSet<QString> m_rejected;
    QList<GoldProposal> m_proposals;
    ConsensusRange m_mode = ConsensusRange::Union;
    int m_k = 0;
    AnnotateView *m_editor;
    QComboBox *m_modeChoice = nullptr;
    QSpinBox *m_kChoice = nullptr;
    QTreeWidget *m_proposalsView = nullptr;
    QTreeWidget *m_sources = nullptr;
    QTableWidget *m_scores = nullptr;
};

} // namespace Errata
