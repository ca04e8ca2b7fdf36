// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QVariant>

#include <optional>

namespace Errata {

// The subset of Python literals that str() of a list writes and ast.literal_eval reads: lists,
// tuples, ints, floats, strings in either quote with Python's escapes, True/False/None. Parsed,
// never executed. Values become QVariantList / qint64 / double / QString / bool / null
// (QMetaType::Nullptr); a parenthesised single value without a comma is that value, as in Python.
class PythonLiteral
{
    Q_DECLARE_TR_FUNCTIONS(PythonLiteral)
public:
    struct Error
    {
        qsizetype column = 0; // 1-based character (UTF-16 unit) position in the literal
        QString reason;
    };

    static std::optional<QVariant> parse(QStringView text, Error *error);
    // Where the element at `path` (list indices from the top) starts, 1-based; 0 when there is none.
    // For pointing at a value that parsed but is wrong; costs a second parse, so only on errors.
    static qsizetype columnOf(QStringView text, const QList<qsizetype> &path);
    // A single-quoted literal that ast.literal_eval reads back as `value`.
    static QString quoted(const QString &value);
};

} // namespace Errata
