// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// File ▸ Connect to Server (issue 48): a password typed or pasted into the address is never shown
// there. It goes to the masked password field, the dialog says why, and the address that comes back
// (and into the recent list) holds none. Driven through ServerActions::askAddress, as the window asks.
#include "app/serveractions.h"
#include "model/storage/serverconnection.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>

#include <functional>

#include "widgettesthelpers.h"

using namespace Qt::StringLiterals;
using namespace Errata;

namespace {

QLineEdit *passwordField(QWidget *dialog)
{
    for (QLineEdit *edit : dialog->findChildren<QLineEdit *>()) {
        if (edit->echoMode() == QLineEdit::Password) return edit;
    }
    return nullptr;
}

// Runs `work` on the dialog askAddress opens, then presses its OK button; returns what askAddress answered.
QString answer(const std::function<void(QDialog *, QLineEdit *)> &work)
{
    QTimer::singleShot(0, [work] {
        auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
        if (!dialog) return;
        auto *combo = dialog->findChild<QComboBox *>();
        if (combo && combo->lineEdit()) work(dialog, combo->lineEdit());
        auto *buttons = dialog->findChild<QDialogButtonBox *>();
        if (buttons && buttons->button(QDialogButtonBox::Ok))
            buttons->button(QDialogButtonBox::Ok)->click();
        else
            dialog->accept();
    });
    QSettings settings;
    return ServerActions::askAddress(nullptr, settings);
}

} // namespace

class ConnectDialogTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void aTypedPasswordNeverShowsInTheAddress();
    void aPastedPasswordMovesToItsField();
    void digitsAfterTheUserAreNeverDrawn();
    void aKeywordPasswordMovesToItsField();
};

// Typed key by key, as a person does: at "ann:s" the "s" cannot be a port, so it and the rest of the
// password go to the password field; the "@host/study" that follows leaves "ann@db.example/study".
void ConnectDialogTest::aTypedPasswordNeverShowsInTheAddress()
{
    QStringList shown;
    QString note, field;
    bool masked = false;
    const QString address = answer([&](QDialog *dialog, QLineEdit *edit) {
        QObject::connect(edit, &QLineEdit::textChanged, [&shown](const QString &text) { shown << text; });
        edit->clear();
        QTest::keyClicks(edit, u"postgresql://ann:s"_s);
        QLineEdit *password = passwordField(dialog);
        if (!password) return;
        masked = true;
        QTest::keyClicks(QApplication::focusWidget() == password ? password : edit, u"ecret"_s);
        edit->setFocus();
        edit->end(false);
        QTest::keyClicks(edit, u"@db.example/study"_s);
        field = password->text();
        for (QLabel *label : dialog->findChildren<QLabel *>()) {
            if (label->isVisible() && label->text().contains(u"password"_s)) note += label->text();
        }
        QTest::qWait(50); // the dialog grows to show the note, as a window manager lets it
        TestHelpers::saveScreenshot(dialog, u"server-connect.png"_s);
    });
    for (const QString &text : std::as_const(shown)) {
        QVERIFY2(!text.contains(u":s"_s) && !text.contains(u"secret"_s), qPrintable(text));
    }
    QVERIFY(!shown.isEmpty());
    QVERIFY(masked);
    QCOMPARE(field, u"secret"_s);
    QCOMPARE(address, u"postgresql://ann@db.example/study"_s);
    QVERIFY2(note.contains(u"does not belong in the address"_s), qPrintable(note));
    QVERIFY(ServerConnection::hasRememberedPassword(address));
    ServerConnection::rememberPassword(address, {});
}

// A connection string pasted whole, with the password in the middle and as a parameter.
void ConnectDialogTest::aPastedPasswordMovesToItsField()
{
    QStringList shown;
    QString field;
    const QString address = answer([&](QDialog *dialog, QLineEdit *edit) {
        QObject::connect(edit, &QLineEdit::textChanged, [&shown](const QString &text) { shown << text; });
        edit->clear();
        QApplication::clipboard()->setText(u"postgresql://bo:p%40ss@db:5433/study?sslmode=require"_s);
        edit->setFocus();
        QTest::keyClick(edit, Qt::Key_V, Qt::ControlModifier);
        QLineEdit *password = passwordField(dialog);
        field = password ? password->text() : QString();
    });
    for (const QString &text : std::as_const(shown)) QVERIFY2(!text.contains(u"p%40ss"_s), qPrintable(text));
    QCOMPARE(field, u"p@ss"_s);
    QCOMPARE(address, u"postgresql://bo@db:5433/study?sslmode=require"_s);
    ServerConnection::rememberPassword(address, {});
    const QString parameter = answer([](QDialog *, QLineEdit *edit) {
        edit->clear();
        QApplication::clipboard()->setText(u"postgresql://bo@db/study?password=hunter2&sslmode=require"_s);
        QTest::keyClick(edit, Qt::Key_V, Qt::ControlModifier);
    });
    QCOMPARE(parameter, u"postgresql://bo@db/study?sslmode=require"_s);
    ServerConnection::rememberPassword(parameter, {});
}

// "ann:1234" could be a host and its port until "@" (a password) or "/" (a port) says which: the
// address is drawn masked from the first digit after the colon, and "@" takes the digits out.
void ConnectDialogTest::digitsAfterTheUserAreNeverDrawn()
{
    QStringList drawn;
    QString field;
    const QString address = answer([&](QDialog *dialog, QLineEdit *edit) {
        QObject::connect(edit, &QLineEdit::textChanged, [&drawn, edit] { drawn << edit->displayText(); });
        edit->clear();
        QTest::keyClicks(edit, u"postgresql://ann:1234@db.example/study"_s);
        QLineEdit *password = passwordField(dialog);
        field = password && password != edit ? password->text() : QString();
        drawn << edit->displayText();
    });
    QVERIFY(drawn.size() > 30);
    for (const QString &text : std::as_const(drawn)) {
        QVERIFY2(!text.contains(u":1"_s) && !text.contains(u"1234"_s), qPrintable(text));
    }
    QCOMPARE(drawn.constLast(), u"postgresql://ann@db.example/study"_s); // in clear once it holds no password
    QCOMPARE(field, u"1234"_s);
    QCOMPARE(address, u"postgresql://ann@db.example/study"_s);
    ServerConnection::rememberPassword(address, {});

    // A port is digits too: once "/" follows, the address is drawn in clear and keeps them.
    QString shown;
    const QString port = answer([&shown](QDialog *, QLineEdit *edit) {
        edit->clear();
        QTest::keyClicks(edit, u"postgresql://db.example:5433/study"_s);
        shown = edit->displayText();
    });
    QCOMPARE(shown, u"postgresql://db.example:5433/study"_s);
    QCOMPARE(port, u"postgresql://db.example:5433/study"_s);
}

// libpq's keyword form, "host=db user=ann password=…": the value goes to the password field from its
// first character, and the typing goes on there.
void ConnectDialogTest::aKeywordPasswordMovesToItsField()
{
    QStringList shown;
    QString field;
    answer([&](QDialog *dialog, QLineEdit *edit) {
        QObject::connect(edit, &QLineEdit::textChanged, [&shown](const QString &text) { shown << text; });
        edit->clear();
        QTest::keyClicks(edit, u"host=db user=ann password=9"_s);
        QLineEdit *password = passwordField(dialog);
        if (!password || password == edit) return;
        QCoreApplication::processEvents(); // the focus moves after the key, as between two key presses
        QTest::keyClicks(QApplication::focusWidget() == password ? password : edit, u"87"_s);
        field = password->text();
        shown << edit->text();
    });
    QVERIFY(!shown.isEmpty());
    for (const QString &text : std::as_const(shown)) {
        QVERIFY2(!text.contains(u"password=9"_s) && !text.contains(u"87"_s), qPrintable(text));
    }
    QCOMPARE(shown.constLast(), u"host=db user=ann"_s);
    QCOMPARE(field, u"987"_s);
}

QTEST_MAIN(ConnectDialogTest)
#include "connectdialog_test.moc"
