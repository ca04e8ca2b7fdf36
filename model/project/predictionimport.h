// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/interchange/predictionreader.h"

#include <QHash>

namespace Errata {

class Project;

struct PredictionFile
{
    QString name; // for messages
    QList<PredictedItem> items;
};

struct PredictionImportSummary
{
    int items = 0;     // items the files give predictions for
    int added = 0;     // of those, items that got the system's layer now
    int unchanged = 0; // already held exactly these spans
    int replaced = 0;  // held other spans, replaced (--replace)
    int spans = 0;     // spans written
};

// Stores a system's predicted spans as one prediction layer per item (docs/formats.md,
// "Predictions"), all or nothing: every item is found by its id and every span checked (it fits the
// text, the slice is the quoted text, its type and severity are in the taxonomy, its confidence is
// 0–1) before one transaction writes. Types outside the taxonomy are all named at once. Importing the
// same file again changes nothing; a layer that holds other spans is refused unless `replace`.
// Adding layers changes the project's data, so only a coordinator may (permissions.h).
class PredictionImport
{
    Q_DECLARE_TR_FUNCTIONS(PredictionImport)
public:
    PredictionImport(Project &project, QString system, bool replace)
        : m_project(project)
        , m_system(std::move(system))
        , m_replace(replace)
    {
    }
    bool run(qint64 actorId, const QList<PredictionFile> &files, PredictionImportSummary *summary, ImportError *error);

private:
    struct Planned
    {
        qint64 itemId = 0;
        qint64 layerId = 0; // 0: a new layer
        QList<Span> spans;
    };
    void loadItems();
    const Item *findItem(const QString &externalId) const;
    bool resolve(const PredictionFile &file, const PredictedItem &predicted, const Item &item, Planned *planned,
                 ImportError *error);
    bool checkTypes(const QList<PredictionFile> &files, ImportError *error) const;
    bool compare(Planned &planned, PredictionImportSummary *summary, ImportError *error, const QString &file, int line);
    bool write(const QList<Planned> &plan, ImportError *error);

    Project &m_project;
    QString m_system;
    bool m_replace = false;
    QHash<qint64, qint64> m_existing; // item id -> the system's layer already there
    QHash<QString, Item> m_items;     // by external id
    QHash<QString, QString> m_byMqmKey;
};

} // namespace Errata
