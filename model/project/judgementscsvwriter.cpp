// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/judgementscsvwriter.h"

#include "model/domain/csv.h"
#include "model/project/project.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/itemrepository.h"
#include "model/storage/judgementrepository.h"
#include "model/storage/personrepository.h"

#include <QHash>
#include <QSet>

using namespace Qt::StringLiterals;

namespace Errata {

bool JudgementsCsvWriter::write(Project &project, QIODevice &out, qint64 *rows, QString *error)
{
    const QList<Item> items = project.items().all();
    QSet<QString> keySet;
    for (const Item &item : items) {
        for (auto it = item.metadata.cbegin(); it != item.metadata.cend(); ++it) keySet.insert(it.key());
    }
    QStringList metaKeys(keySet.cbegin(), keySet.cend());
    metaKeys.sort();
    QHash<qint64, QString> names;
    for (const Person &person : project.people().all()) names.insert(person.id, person.name);
    QHash<qint64, QList<Assignment>> byItem;
    for (const Assignment &assignment : project.assignments().all()) byItem[assignment.itemId] << assignment;
    const QHash<qint64, QMap<QString, QVariant>> judgements = project.judgements().all();
    QStringList header{u"item"_s, u"annotator"_s, u"state"_s, u"key"_s, u"value"_s};
    for (const QString &key : metaKeys) header << u"meta_"_s + key;
    QByteArray buffer = Csv::line(header).toUtf8() + '\n';
    *rows = 0;
    for (const Item &item : items) {
        QList<Assignment> assignments = byItem.value(item.id);
        std::sort(assignments.begin(), assignments.end(), [&names](const Assignment &a, const Assignment &b) {
            return names.value(a.annotatorId) < names.value(b.annotatorId);
        });
        QStringList meta;
        for (const QString &key : metaKeys) meta << item.metadata.value(key);
        for (const Assignment &assignment : assignments) {
            const QMap<QString, QVariant> given = judgements.value(assignment.id);
            for (auto it = given.cbegin(); it != given.cend(); ++it) { // QMap: by key
                buffer += Csv::line(QStringList{item.externalId, names.value(assignment.annotatorId),
                                                assignmentStateKey(assignment.state), it.key(), it.value().toString()}
                                    + meta)
                              .toUtf8()
                    + '\n';
                ++*rows;
            }
        }
    }
    if (out.write(buffer) != buffer.size()) {
        *error = tr("could not write: %1").arg(out.errorString());
        return false;
    }
    return true;
}

} // namespace Errata
