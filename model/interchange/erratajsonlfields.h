// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The errata-jsonl reader's field access, shared by its two files: erratajsonlreader.cpp reads the
// records, items and their annotations, erratajsonlextras.cpp what version 2 added (qualification
// results, snapshots, an item's marks, scores and conflicts).
#include "model/interchange/erratajsonl.h"

#include "model/domain/storedtime.h"

#include <QJsonArray>
#include <QJsonObject>

namespace Errata::ErrataJsonlFields {

// Reads one record's fields; the first problem is kept with its line and JSON path, and every
// later read returns a default, so the per-record code can read straight through and check once.
class Fields
{
public:
    Fields(const QString &file, int line)
        : m_file(file)
        , m_line(line)
    {
    }

    bool failed() const { return m_failed; }
    const ImportError &error() const { return m_error; }

    void fail(const QString &path, const QString &reason)
    {
        if (!m_failed) {
            m_failed = true;
            m_error = {m_file, m_line, path, reason};
        }
    }
    QJsonValue value(const QJsonObject &object, const QString &key, const QString &path, QJsonValue::Type type,
                     bool required = true)
    {
        const QJsonValue value = object.value(key);
        if (value.isUndefined() && !required) {
            return value;
        }
        if (value.type() != type) {
            fail(path + key, value.isUndefined() ? ErrataJsonl::tr("missing") : ErrataJsonl::tr("has the wrong type"));
            return QJsonValue(type);
        }
        return value;
    }
    QString string(const QJsonObject &o, const QString &key, const QString &path, bool required = true)
    {
        return value(o, key, path, QJsonValue::String, required).toString();
    }
    qint64 integer(const QJsonObject &o, const QString &key, const QString &path)
    {
        const QJsonValue v = value(o, key, path, QJsonValue::Double);
        if (!m_failed && (v.toDouble() != double(v.toInteger()) || v.toInteger() < 0)) {
            fail(path + key, ErrataJsonl::tr("must be a whole number, 0 or more"));
        }
        return v.toInteger();
    }
    QJsonArray array(const QJsonObject &o, const QString &key, const QString &path)
    {
        return value(o, key, path, QJsonValue::Array).toArray();
    }
    QJsonObject object(const QJsonObject &o, const QString &key, const QString &path)
    {
        return value(o, key, path, QJsonValue::Object).toObject();
    }
    QDateTime time(const QJsonObject &o, const QString &key, const QString &path)
    {
        const QDateTime time = StoredTime::parse(string(o, key, path)); // Qt's ISO parser for any other form
        if (!m_failed && !time.isValid()) {
            fail(path + key, ErrataJsonl::tr("is not an ISO 8601 time"));
        }
        return time;
    }
    template <typename Enum>
    Enum key(const QJsonObject &o, const QString &name, const QString &path, bool (*parse)(QStringView, Enum *))
    {
        Enum result{};
        const QString text = string(o, name, path);
        if (!m_failed && !parse(text, &result)) {
            fail(path + name, ErrataJsonl::tr("unknown value \"%1\"").arg(text));
        }
        return result;
    }

private:
    QString m_file;
    int m_line;
    bool m_failed = false;
    ImportError m_error;
};

void readQualifications(Fields &f, const QJsonObject &json, Archive &archive);
QList<ArchiveSnapshot> readSnapshots(Fields &f, const QJsonObject &json, const QString &path);
QList<ActionEvent> readActions(Fields &f, const QJsonObject &json, const QString &path); // the action log
void readItemExtras(Fields &f, const QJsonObject &json, ArchiveItem &entry);

} // namespace Errata::ErrataJsonlFields
