// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The taxonomy file editor: validation messages with lines, the cursor sent to them, JSON colouring, and
// Save refusing to overwrite a working taxonomy with a broken one.
#include "model/domain/taxonomyloader.h"
#include "widgets/dialogs/taxonomyfiledialog.h"
#include "widgets/textview/syntaxcolouring.h"

#include <QFile>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>

#include "widgettesthelpers.h"

using namespace Qt::StringLiterals;
using namespace Errata;

class TaxonomyFileDialogTest : public QObject
{
    Q_OBJECT

private slots:
    void builtinTaxonomyIsValid();
    void problemNamesItsLineAndMovesTheCursorThere();
    void typingIsCheckedAfterAPause();
    void saveKeepsTheFileWhenInvalid();
    void jsonIsColouredWhenAvailable();

private:
    static QString scarecrowJson()
    {
        return QString::fromUtf8(TaxonomyLoader::builtin(u"scarecrow"_s).taxonomy->sourceJson);
    }
};

void TaxonomyFileDialogTest::builtinTaxonomyIsValid()
{
    TaxonomyFileDialog dialog;
    dialog.setJson(scarecrowJson());
    QVERIFY(dialog.isValid());
    QCOMPARE(dialog.messages()->count(), 0);
    // Scarecrow has ten error types to choose from (Dou et al. 2022, Table 1).
    const QLabel *summary = dialog.findChild<QLabel *>();
    QVERIFY2(summary->text().contains(u"10"_s), qPrintable(summary->text()));
}

void TaxonomyFileDialogTest::problemNamesItsLineAndMovesTheCursorThere()
{
    QString json = scarecrowJson();
    // Line 2 of the file is `"format": "errata-taxonomy",`.
    QCOMPARE(json.section(u'\n', 1, 1).trimmed(), u"\"format\": \"errata-taxonomy\","_s);
    json.replace(u"\"errata-taxonomy\""_s, u"\"not-a-taxonomy\""_s);
    TaxonomyFileDialog dialog;
    dialog.setJson(json);
    QVERIFY(!dialog.isValid());
    QVERIFY(dialog.messages()->count() >= 1);
    const QString first = dialog.messages()->item(0)->text();
    QVERIFY2(first.startsWith(u"Line 2:"_s), qPrintable(first));
    dialog.editor()->moveCursor(QTextCursor::End);
    dialog.messages()->setCurrentRow(0);
    QCOMPARE(dialog.editor()->textCursor().blockNumber(), 1); // block numbers count from 0
}

void TaxonomyFileDialogTest::typingIsCheckedAfterAPause()
{
    TaxonomyFileDialog dialog;
    dialog.setJson(scarecrowJson());
    QVERIFY(dialog.isValid());
    QTextCursor cursor(dialog.editor()->document());
    cursor.insertText(u"}"_s); // "}{ …": not JSON any more
    QVERIFY(dialog.isValid()); // not yet: the check waits for a pause in typing
    QTRY_VERIFY(!dialog.isValid());
    QVERIFY(dialog.messages()->item(0)->text().startsWith(u"Line 1:"_s));
}

void TaxonomyFileDialogTest::saveKeepsTheFileWhenInvalid()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"custom.json"_s);
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(scarecrowJson().toUtf8());
    file.close();
    const QByteArray before = scarecrowJson().toUtf8();

    TaxonomyFileDialog dialog;
    QString error;
    QVERIFY(dialog.openFile(path, &error));
    QVERIFY(dialog.isValid());
    dialog.editor()->setPlainText(u"{ \"format\": 1 }"_s);
    QVERIFY(!dialog.save(&error));
    QVERIFY(!error.isEmpty());
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), before);
    file.close();

    const QString renamed = scarecrowJson().replace(u"\"en\": \"Scarecrow\""_s, u"\"en\": \"Scarecrow (ours)\""_s);
    dialog.editor()->setPlainText(renamed);
    QVERIFY2(dialog.save(&error), qPrintable(error));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(file.readAll()), renamed);
    QVERIFY(!dialog.openFile(dir.filePath(u"missing.json"_s), &error));
    QVERIFY(error.contains(u"missing.json"_s));
}

void TaxonomyFileDialogTest::jsonIsColouredWhenAvailable()
{
    TaxonomyFileDialog dialog;
    dialog.setJson(scarecrowJson());
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    const QTextBlock line2 = dialog.editor()->document()->findBlockByNumber(1);
    const bool coloured = !line2.layout()->formats().isEmpty();
    QCOMPARE(coloured, SyntaxColouring::isAvailable());
    TestHelpers::saveScreenshot(&dialog, u"taxonomy-file.png"_s);
}

QTEST_MAIN(TaxonomyFileDialogTest)
#include "taxonomyfiledialog_test.moc"
