// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/interchange/corpus.h"

#include "model/domain/jsonlocator.h"

#include <QFile>
#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace Errata {

QString ImportError::message() const
{
    QString where = file;
    if (line > 0) {
        where += u":%1"_s.arg(line);
    }
    if (!field.isEmpty()) {
        where += u" (%1)"_s.arg(field);
    }
    return u"%1: %2"_s.arg(where, reason);
}

std::optional<QByteArray> readImportFile(const QString &path, ImportError *error)
{
    if (QFileInfo(path).isDir()) {
        *error = {path, 0, QString(), QCoreApplication::translate("Errata::ImportError", "is a directory, not a file")};
        return std::nullopt;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = {path, 0, QString(),
                  QCoreApplication::translate("Errata::ImportError", "cannot be read: %1").arg(file.errorString())};
        return std::nullopt;
    }
    return file.readAll();
}

std::optional<QJsonDocument> readJsonDocument(const QByteArray &bytes, const QString &fileName, JsonTop top,
                                              const QString &shape, ImportError *error)
{
    if (bytes.trimmed().isEmpty()) {
        *error = {fileName, 1, QString(), QCoreApplication::translate("Errata::ImportError", "the file is empty")};
        return std::nullopt;
    }
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        *error = {
            fileName, JsonLocator::lineAndColumn(bytes, parseError.offset).first, QString(),
            QCoreApplication::translate("Errata::ImportError", "not valid JSON: %1").arg(parseError.errorString())};
        return std::nullopt;
    }
    if (!refuseLoneSurrogates(bytes, fileName, 1, error)) {
        return std::nullopt;
    }
    if ((top == JsonTop::Object && !document.isObject()) || (top == JsonTop::Array && !document.isArray())) {
        *error = {fileName, 1, QString(), QCoreApplication::translate("Errata::ImportError", "expected %1").arg(shape)};
        return std::nullopt;
    }
    return document;
}

bool refuseLoneSurrogates(const QByteArray &json, const QString &fileName, int firstLine, ImportError *error)
{
    if (!JsonLocator::hasSurrogateEscape(json)) {
        return true;
    }
    const auto lone = JsonLocator(json).loneSurrogate();
    if (!lone) {
        return true;
    }
    *error = {fileName, firstLine + lone->line - 1, lone->path,
              QCoreApplication::translate("Errata::ImportError",
                                          "not valid text: a \\u escape names half of a surrogate pair "
                                          "(\\uD800–\\uDFFF) without its other half")};
    return false;
}

} // namespace Errata
