// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/archivecollector.h"
#include "model/interchange/erratajsonl.h"
#include "model/project/erratajsonlstream.h"
#include "model/interchange/jsontext.h"
#include "model/project/projectexport.h"
#include "model/generators/demoproject.h"
#include "model/project/project.h"
#include "model/storage/itemrepository.h"
#include "model/generators/scalegenerator.h"

#include "tests/testsupport.h"

#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Errata;

// The streaming errata-jsonl writer against the writer it replaces for whole-project exports
// (ArchiveCollector + ErrataJsonl::write, kept for work packages): the same bytes on the demo
// project, on a generated one, and on text built to trip a hand-written JSON writer.
class ErrataJsonlStreamTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void demoProjectGivesTheSameBytes();
    void generatedProjectGivesTheSameBytes();
    void awkwardTextGivesTheSameBytes();
    void jsonTextWritesWhatQtWrites();
    void cancelledExportLeavesNoFile();
    void cancelledExportKeepsTheOldFile();

private:
    static QByteArray streamed(Project &project, qint64 *items = nullptr);
    static QByteArray collected(Project &project);
    static bool exec(Project &project, const QString &sql, const QVariantList &values = {});

    QTemporaryDir m_dir;
    QString m_demo;
};

void ErrataJsonlStreamTest::initTestCase()
{
    QString error;
    m_demo = m_dir.filePath(u"demo.errata"_s);
    QVERIFY2(DemoProject::create(m_demo, &error), qPrintable(error));
}

QByteArray ErrataJsonlStreamTest::streamed(Project &project, qint64 *items)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    qint64 count = 0;
    QString error;
    if (!ErrataJsonlStream::write(project, buffer, &count, &error)) {
        qWarning() << error;
        return {};
    }
    if (items) *items = count;
    return buffer.data();
}

QByteArray ErrataJsonlStreamTest::collected(Project &project)
{
    return ErrataJsonl::write(ArchiveCollector::collect(project));
}

bool ErrataJsonlStreamTest::exec(Project &project, const QString &sql, const QVariantList &values)
{
    QSqlQuery query(project.database().connection());
    query.prepare(sql);
    for (const QVariant &value : values) query.addBindValue(value);
    if (!query.exec()) {
        qWarning() << sql << query.lastError().text();
        return false;
    }
    return true;
}

void ErrataJsonlStreamTest::demoProjectGivesTheSameBytes()
{
    QString error;
    auto demo = Project::open(m_demo, &error);
    QVERIFY2(demo, qPrintable(error));
    qint64 items = 0;
    const QByteArray bytes = streamed(*demo, &items);
    QCOMPARE(bytes, collected(*demo));
    // One line per item after the header, each a JSON object (counted independently of the writer).
    QCOMPARE(items, demo->items().count());
    QCOMPARE(bytes.count('\n'), items + 1);
    QVERIFY(bytes.contains("\"links\":[{"));   // the demo has antecedent links...
    QVERIFY(bytes.contains("\"reviews\":[{")); // ...and review threads, so both paths were exercised
}

void ErrataJsonlStreamTest::generatedProjectGivesTheSameBytes()
{
    const QString path = m_dir.filePath(u"generated.errata"_s);
    ScaleOptions options;
    options.items = 240;
    options.annotators = 4;
    options.seed = 7;
    ScaleSummary summary;
    QString error;
    QVERIFY2(ScaleGenerator::generate(path, options, &summary, &error), qPrintable(error));
    auto project = Project::open(path, &error);
    QVERIFY2(project, qPrintable(error));
    qint64 items = 0;
    const QByteArray bytes = streamed(*project, &items);
    QCOMPARE(items, qint64(240));
    QCOMPARE(bytes, collected(*project));
    // The generator writes Chinese items (one in seven) and every assignment state.
    QVERIFY(bytes.contains("\"state\":\"discarded\""));
    QVERIFY(QString::fromUtf8(bytes).contains(QRegularExpression(u"[\\x{4e00}-\\x{9fff}]"_s)));
}

// Escapes, surrogate pairs and lone halves, non-characters, keys outside ASCII, a code item,
// prompt-side spans after an emoji (code points differ from UTF-16 units), times in other forms
// than the stored default, and unusual columns, written into the demo by SQL.
void ErrataJsonlStreamTest::awkwardTextGivesTheSameBytes()
{
    const QString path = m_dir.filePath(u"awkward.errata"_s);
    QVERIFY(QFile::copy(m_demo, path));
    QString error;
    auto project = Project::open(path, &error);
    QVERIFY2(project, qPrintable(error));
    const QString awkward = u"\"q\" \\ / \b\f\n\r\t \x01\x1f\x7f é € 中文 😀 \xfffe \xfdd0 \x2028 end"_s;
    const QString lone = u"a"_s + QChar(0xd800) + u"b"_s + QChar(0xdc00) + u"c"_s + QChar(0xd83d);
    QVERIFY(exec(*project,
                 u"UPDATE item SET prompt = ?, text_format = 'code', code_language = 'C++' "
                 u"WHERE id = (SELECT min(id) FROM item)"_s,
                 {u"😀😀 "_s + awkward}));
    QVERIFY(exec(*project, u"UPDATE item SET external_id = ? WHERE id = (SELECT max(id) FROM item)"_s, {lone}));
    QVERIFY(exec(*project,
                 u"INSERT INTO item_metadata (item_id, meta_key, meta_value) "
                 u"SELECT id, ?, ? FROM item"_s,
                 {u"ключ😀"_s, awkward}));
    QVERIFY(exec(*project,
                 u"INSERT INTO item_metadata (item_id, meta_key, meta_value) "
                 u"SELECT id, ?, ? FROM item"_s,
                 {u"\xe000key"_s, lone}));
    QVERIFY(exec(*project,
                 u"UPDATE span SET side = 'prompt', begin_offset = 2, end_offset = 9, rationale = ?, "
                 u"correction = '' WHERE id IN (SELECT min(id) FROM span GROUP BY layer_id)"_s,
                 {awkward}));
    QVERIFY(exec(*project,
                 u"UPDATE span SET created_at = '2026-02-03T04:05:06Z', "
                 u"modified_at = '2026-02-03T04:05:06.700+02:00' WHERE id % 3 = 0"_s));
    QVERIFY(exec(*project, u"UPDATE span SET created_at = 'not a time' WHERE id % 7 = 0"_s));
    QVERIFY(exec(*project, u"UPDATE span SET created_at = '2026-02-30T04:05:06.000Z' WHERE id % 11 = 0"_s));
    // Threads and history are append-only: awkward rows are added beside the demo's.
    QVERIFY(exec(*project,
                 u"INSERT INTO review_event (assignment_id, span_id, author_id, kind, body, created_at) "
                 u"SELECT assignment_id, span_id, author_id, kind, ?, created_at FROM review_event "
                 u"WHERE id % 2 = 0"_s,
                 {lone + awkward}));
    QVERIFY(exec(*project,
                 u"INSERT INTO history (assignment_id, actor_id, action, from_state, to_state, iteration, "
                 u"reason, created_at) SELECT assignment_id, actor_id, action, from_state, to_state, "
                 u"iteration, ?, '2026-02-03T04:05:06Z' FROM history WHERE id % 2 = 0"_s,
                 {awkward}));
    QVERIFY(exec(*project, u"UPDATE assignment SET discard_reason = ? WHERE id % 5 = 0"_s, {awkward}));
    const QByteArray bytes = streamed(*project);
    QVERIFY(!bytes.isEmpty());
    QCOMPARE(bytes, collected(*project));
    QVERIFY(bytes.contains("\\\"q\\\" \\\\ / \\b\\f\\n\\r\\t \\u0001\\u001f")); // escapes were in play
    QVERIFY(bytes.contains("\"prompt\":\"\xf0\x9f\x98\x80")); // and a surrogate pair (SQLite keeps no lone ones)
}

// JsonText on strings drawn from the units that need care (controls, quotes, backslash, DEL, two-
// and three-byte UTF-8, non-characters, surrogate pairs and lone halves), against QJsonDocument.
void ErrataJsonlStreamTest::jsonTextWritesWhatQtWrites()
{
    const QList<char16_t> units{u'a',   u'"',   u'\\',  u'/',   0x01,   0x08,   0x09,   0x0a,
                                0x0c,   0x0d,   0x1f,   0x7f,   0xe9,   0x7ff,  0x800,  0x4e2d,
                                0xfdd0, 0xfffe, 0xffff, 0xd83d, 0xde00, 0xd800, 0xdfff, 0xe000};
    QRandomGenerator random(20261122);
    for (int round = 0; round < 2000; ++round) {
        QString text;
        const int length = random.bounded(12);
        for (int i = 0; i < length; ++i) text += QChar(units.at(random.bounded(int(units.size()))));
        QByteArray mine;
        JsonText json(&mine);
        json.begin('[');
        json.element();
        json.string(text);
        json.end(']');
        QCOMPARE(mine, QJsonDocument(QJsonArray{text}).toJson(QJsonDocument::Compact));
        // The same text as a key and a value, beside plain keys, in a map.
        const QMap<QString, QString> map{{text, text}, {u"b"_s, text}, {u"a"_s, u"x"_s}};
        QJsonObject object;
        for (auto it = map.cbegin(); it != map.cend(); ++it) object.insert(it.key(), it.value());
        QByteArray mapped;
        JsonText(&mapped).stringMap(map);
        QCOMPARE(mapped, QJsonDocument(object).toJson(QJsonDocument::Compact));
    }
}

void ErrataJsonlStreamTest::cancelledExportLeavesNoFile()
{
    QString error;
    auto demo = Project::open(m_demo, &error);
    QVERIFY(demo);
    const QString output = m_dir.filePath(u"cancelled.jsonl"_s);
    int calls = 0;
    qint64 rows = 0;
    QVERIFY(!ProjectExport::writeFile(u"errata-jsonl"_s, *demo, output, &rows, nullptr, &error,
                                      [&](qint64, qint64) { return ++calls < 1; }));
    QVERIFY(calls >= 1);
    QVERIFY(!error.isEmpty());
    QVERIFY(!QFile::exists(output));
    QCOMPARE(QDir(m_dir.path()).entryList({u"cancelled*"_s}, QDir::Files | QDir::Hidden), QStringList());
    // Without cancelling, the same call writes the file the stream writes.
    QVERIFY2(ProjectExport::writeFile(u"errata-jsonl"_s, *demo, output, &rows, nullptr, &error), qPrintable(error));
    QCOMPARE(TestSupport::readAll(output), collected(*demo));
}

void ErrataJsonlStreamTest::cancelledExportKeepsTheOldFile()
{
    QString error;
    auto demo = Project::open(m_demo, &error);
    QVERIFY(demo);
    for (const QString &format : ProjectExport::formats()) {
        const QString output = m_dir.filePath(u"old-"_s + format);
        {
            QFile old(output);
            QVERIFY(old.open(QIODevice::WriteOnly));
            old.write("the old export\n");
        }
        qint64 rows = 0;
        QVERIFY(!ProjectExport::writeFile(format, *demo, output, &rows, nullptr, &error,
                                          [](qint64, qint64) { return false; }));
        QCOMPARE(TestSupport::readAll(output), QByteArray("the old export\n"));
    }
}

QTEST_GUILESS_MAIN(ErrataJsonlStreamTest)
#include "erratajsonlstream_test.moc"
