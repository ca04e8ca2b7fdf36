// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/interchange/csvrecords.h"

namespace Errata {
namespace {

class Splitter
{
public:
    explicit Splitter(QStringView text)
        : m_text(text)
    {
    }

    std::optional<QList<CsvRecord>> records(CsvRecords::Error *error)
    {
        QList<CsvRecord> records;
        while (m_pos < m_text.size()) {
            CsvRecord record{m_line, {}};
            if (!readRecord(record.fields, error)) {
                return std::nullopt;
            }
            if (record.fields.size() > 1 || !record.fields.first().isEmpty() || m_quotedField) {
                records << record;
            }
        }
        return records;
    }

private:
    bool atLineBreak() const { return m_text.at(m_pos) == u'\n' || m_text.at(m_pos) == u'\r'; }

    // Steps over one line break (\r\n counts once) and counts the line.
    void skipLineBreak()
    {
        if (m_text.at(m_pos) == u'\r' && m_pos + 1 < m_text.size() && m_text.at(m_pos + 1) == u'\n') {
            ++m_pos;
        }
        ++m_pos;
        ++m_line;
    }

    bool readRecord(QStringList &fields, CsvRecords::Error *error)
    {
        m_quotedField = false;
        while (true) {
            if (m_pos < m_text.size() && m_text.at(m_pos) == u'"') {
                m_quotedField = true;
                if (!readQuoted(fields, error)) {
                    return false;
                }
            } else {
                const qsizetype start = m_pos;
                while (m_pos < m_text.size() && m_text.at(m_pos) != u',' && !atLineBreak()) {
                    ++m_pos;
                }
                fields << m_text.mid(start, m_pos - start).toString();
            }
            if (m_pos >= m_text.size()) {
                return true;
            }
            if (atLineBreak()) {
                skipLineBreak();
                return true;
            }
            ++m_pos; // the comma
        }
    }

    bool readQuoted(QStringList &fields, CsvRecords::Error *error)
    {
        const int openLine = m_line;
        QString field;
        ++m_pos;
        while (true) {
            const qsizetype start = m_pos;
            while (m_pos < m_text.size() && m_text.at(m_pos) != u'"') {
                // Line breaks inside the field are text, but still physical lines for messages.
                if (m_text.at(m_pos) == u'\n'
                    || (m_text.at(m_pos) == u'\r' && (m_pos + 1 >= m_text.size() || m_text.at(m_pos + 1) != u'\n'))) {
                    ++m_line;
                }
                ++m_pos;
            }
            field += m_text.mid(start, m_pos - start);
            if (m_pos >= m_text.size()) {
                *error = {openLine, CsvRecords::tr("the quoted field opened on line %1 is never closed").arg(openLine)};
                return false;
            }
            ++m_pos; // a quote: doubled, or the end of the field
            if (m_pos < m_text.size() && m_text.at(m_pos) == u'"') {
                field += u'"';
                ++m_pos;
                continue;
            }
            break;
        }
        if (m_pos < m_text.size() && m_text.at(m_pos) != u',' && !atLineBreak()) {
            *error = {m_line,
                      CsvRecords::tr("\"%1\" after the closing quote of a field; expected a comma or a line end")
                          .arg(m_text.at(m_pos))};
            return false;
        }
        fields << field;
        return true;
    }

    QStringView m_text;
    qsizetype m_pos = 0;
    int m_line = 1;
    bool m_quotedField = false; // the record has one, so a lone "" is a record, not a blank line
};

} // namespace

std::optional<QList<CsvRecord>> CsvRecords::parse(QStringView text, Error *error)
{
    return Splitter(text).records(error);
}

} // namespace Errata
