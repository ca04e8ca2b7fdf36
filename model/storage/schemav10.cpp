// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Version 10 of the schema (issues #17 and #18: bulk writes). No table changes meaning; the CHECK
// constraints that test a column against a list of three or more values are rewritten as a chain of
// comparisons, because SQLite 3.40 builds a temporary B-tree of the list for every row it checks.
// That was 0.8 s of the 2.7 s it took to write a 300,000-assignment plan (assignment, layer and
// history rows), and a share of every span written.
#include "model/storage/schemaversions.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace Errata::Schema {

namespace {

// "state IN ('a', 'b', 'c')" -> "(state = 'a' OR state = 'b' OR state = 'c')", and NOT IN into a
// chain of <> joined by AND. Both keep SQL's NULL rule: a NULL column gives NULL, which a CHECK passes.
QString comparisonChain(const QString &column, bool negated, const QStringList &values)
{
    QStringList terms;
    for (const QString &value : values) terms << column + (negated ? u" <> "_s : u" = "_s) + value;
    return u"("_s + terms.join(negated ? u" AND "_s : u" OR "_s) + u")"_s;
}

QString quoted(QString text)
{
    return u"'"_s + text.replace(u"'"_s, u"''"_s) + u"'"_s;
}

} // namespace

QMap<QString, QString> checkListRewrites(const QList<QStringList> &earlier)
{
    // A list of literals (no parentheses inside): what the earlier versions' CHECKs test against. The
    // character before the column is part of the match, so that "state IN (…)" is not also found
    // inside "from_state IN (…)".
    static const QRegularExpression list(uR"(([\s(,])(\w+)\s+(NOT\s+)?IN\s*\(([^()]*)\))"_s);
    QMap<QString, QString> rewrites;
    for (const QStringList &version : earlier) {
        for (const QString &statement : version) {
            if (!statement.startsWith(u"CREATE TABLE"_s) && !statement.startsWith(u"ALTER TABLE"_s)) continue;
            for (const QRegularExpressionMatch &match : list.globalMatch(statement)) {
                QStringList values = match.captured(4).split(u',');
                if (values.size() < 3) continue; // SQLite compares one or two values directly
                for (QString &value : values) value = value.trimmed();
                rewrites.insert(match.captured(0),
                                match.captured(1)
                                    + comparisonChain(match.captured(2), !match.captured(3).isEmpty(), values));
            }
        }
    }
    return rewrites;
}

QStringList version10(const QList<QStringList> &earlier)
{
    // The stored CREATE TABLE texts are edited in place, as SQLite's documentation describes for
    // changing a CHECK constraint; a table rebuild would copy every row of the largest tables. The
    // schema is not bumped for other connections: the old and the new text enforce the same rule.
    // RESET makes this connection read the new text at once.
    QStringList statements{u"PRAGMA writable_schema = ON"_s};
    const QMap<QString, QString> rewrites = checkListRewrites(earlier);
    for (auto it = rewrites.cbegin(); it != rewrites.cend(); ++it) {
        statements << u"UPDATE sqlite_schema SET sql = replace(sql, %1, %2) WHERE type = 'table'"_s.arg(
            quoted(it.key()), quoted(it.value()));
    }
    statements << u"PRAGMA writable_schema = RESET"_s;
    return statements;
}

} // namespace Errata::Schema
