// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/interchange/corpus.h"

#include <QSet>

#include <functional>

namespace Errata {

class Project;

struct ImportSummary
{
    int items = 0; // in the corpus
    int newItems = 0;
    int newPeople = 0;
    int newAnnotations = 0;
    int newSpans = 0;
    int spans = 0; // in the corpus
    int skippedRows = 0;
};

// What an import did, in a sentence for the person who ran it (the window's message after an import).
QString importSummaryText(const ImportSummary &summary, int files);

// Stores a corpus in a project, all or nothing (one transaction). Idempotent: an item is found
// again by its external id, a person by name, and of each annotation only the spans the layer does
// not hold yet are added (compared as a multiset), so importing a file twice, or its two halves,
// gives the same project as importing it once. Imported annotations are finished work: state
// "accepted", with an "import" entry in the history.
class CorpusWriter
{
    Q_DECLARE_TR_FUNCTIONS(CorpusWriter)
public:
    // progress(items done, items) is called now and then; returning false cancels the write (nothing
    // of it stays: the caller's transaction, or this one, rolls back). Importing adds items, people
    // and assignments, so only a coordinator may (model/storage/permissions.h): actorId imports.
    using Progress = std::function<bool(qint64 done, qint64 total)>;
    static bool write(Project &project, qint64 actorId, const Corpus &corpus, ImportSummary *summary, QString *error,
                      const Progress &progress = {});
    // What a dry run reports; with the project it would go into, which of its items are new there.
    static ImportSummary summarise(const Corpus &corpus, Project *into = nullptr);

private:
    // Rows numbered during a write and stored together at its end, many per statement.
    struct Pending
    {
        qint64 nextItem, nextLayer, nextAssignment, nextPosition;
        QString stamp;
        QList<QVariantList> items, metadata, layers, assignments, history, judgements;
        QList<Span> spans;
        QSet<qint64> newItems;
        qint64 actorId = 0; // who imports: new annotators are added as this person
    };

    static bool checkTypes(Project &project, const Corpus &corpus, QString *error);
    static bool writeItem(Project &project, const CorpusItem &entry, QHash<QString, qint64> &people,
                          QHash<QString, Item> &existing, Pending &pending, ImportSummary *summary, QString *error);
    static bool writeAnnotation(Project &project, const Item &item, const CorpusAnnotation &annotation, qint64 personId,
                                Pending &pending, ImportSummary *summary, QString *error);
    static qint64 addAnnotation(const Item &item, const CorpusAnnotation &annotation, qint64 personId,
                                Pending &pending);
    static bool setJudgements(Project &project, const Item &item, qint64 personId, const CorpusAnnotation &annotation,
                              QString *error);
    static bool flush(Project &project, const Pending &pending);
};

} // namespace Errata
