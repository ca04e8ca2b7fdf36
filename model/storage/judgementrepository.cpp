// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/storage/judgementrepository.h"

using namespace Qt::StringLiterals;

namespace Errata {

bool JudgementRepository::set(qint64 assignmentId, const QString &key, const QVariant &value)
{
    Statement query;
    if (!value.isValid()) {
        return run(query, u"DELETE FROM judgement WHERE assignment_id = ? AND judgement_key = ?"_s,
                   {assignmentId, key});
    }
    const bool isText = value.typeId() == QMetaType::QString;
    return run(query, uR"(INSERT INTO judgement (assignment_id, judgement_key, int_value, text_value)
                          VALUES (?, ?, ?, ?)
                          ON CONFLICT (assignment_id, judgement_key)
                          DO UPDATE SET int_value = excluded.int_value, text_value = excluded.text_value)"_s,
               {assignmentId, key, isText ? sqlNull() : QVariant(value.toInt()), isText ? value : sqlNull()});
}

QMap<QString, QVariant> JudgementRepository::forAssignment(qint64 assignmentId)
{
    QMap<QString, QVariant> judgements;
    Statement query;
    if (run(query, u"SELECT judgement_key, int_value, text_value FROM judgement WHERE assignment_id = ?"_s,
            {assignmentId})) {
        while (query->next()) {
            judgements.insert(query->value(0).toString(),
                              query->value(1).isNull() ? query->value(2) : QVariant(query->value(1).toInt()));
        }
    }
    return judgements;
}

QHash<qint64, QMap<QString, QVariant>> JudgementRepository::all()
{
    QHash<qint64, QMap<QString, QVariant>> values;
    Statement query;
    if (run(query, u"SELECT assignment_id, judgement_key, int_value, text_value FROM judgement"_s)) {
        while (query->next()) {
            values[query->value(0).toLongLong()].insert(query->value(1).toString(),
                                                        query->value(2).isNull() ? query->value(3)
                                                                                 : QVariant(query->value(2).toInt()));
        }
    }
    return values;
}

QHash<qint64, QVariant> JudgementRepository::allOfKey(const QString &key)
{
    QHash<qint64, QVariant> values;
    Statement query;
    if (run(query, u"SELECT assignment_id, int_value, text_value FROM judgement WHERE judgement_key = ?"_s, {key})) {
        while (query->next()) {
            values.insert(query->value(0).toLongLong(),
                          query->value(1).isNull() ? query->value(2) : QVariant(query->value(1).toInt()));
        }
    }
    return values;
}

} // namespace Errata
