// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Signing in to a team server with a password (issue #21). The test cluster asks the role errata_pw
// for one (tests/server/pgcluster.sh). Errata asks the person for it when the server wants it, keeps it
// in memory for the connections that follow, and never writes it into settings, the recent list or
// a message. A refusal that is not about a password is shown with an offer to give one.
#include "app/application.h"
#include "app/mainwindow.h"
#include "model/project/project.h"
#include "model/storage/serverconnection.h"
#include "widgets/dialogs/passworddialog.h"

#include "tests/serversupport.h"

#include <QApplication>
#include <QFile>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <utility>

using namespace Qt::StringLiterals;
using namespace Errata;

namespace {

const QString Right = u"correct horse battery"_s;

// Answers the dialogs that come up, in turn: a password dialog gets the next of `passwords` (an empty
// one cancels it), a message box is closed or, with `signIn`, answered with its sign-in button, and
// any other dialog (the welcome dialog, when nothing opened) is closed.
class Answers : public QObject
{
public:
    Answers(QStringList passwords, bool signIn)
        : m_passwords(std::move(passwords))
        , m_signIn(signIn)
    {
        connect(&m_timer, &QTimer::timeout, this, &Answers::answer);
        m_timer.start(20);
    }
    QStringList seen; // "password", "message" or "other", in order

private:
    void answer()
    {
        QWidget *modal = QApplication::activeModalWidget();
        if (auto *dialog = qobject_cast<PasswordDialog *>(modal)) {
            seen << u"password"_s;
            const QString password = m_passwords.isEmpty() ? QString() : m_passwords.takeFirst();
            QCOMPARE(dialog->findChild<QLineEdit *>()->echoMode(), QLineEdit::Password);
            static bool shown = false; // the first dialog after a wrong password
            if (const QString shots = qEnvironmentVariable("ERRATA_SCREENSHOT_DIR");
                !shots.isEmpty() && seen.size() == 2 && !std::exchange(shown, true)) {
                dialog->grab().save(shots + u"/server-password.png"_s);
            }
            if (password.isEmpty()) return dialog->reject();
            dialog->setPassword(password);
            dialog->accept();
        } else if (auto *box = qobject_cast<QMessageBox *>(modal)) {
            seen << u"message"_s;
            QAbstractButton *signIn = nullptr;
            for (QAbstractButton *button : box->buttons()) {
                if (box->buttonRole(button) == QMessageBox::AcceptRole) signIn = button;
            }
            QVERIFY(signIn);
            m_signIn ? signIn->click() : box->button(QMessageBox::Close)->click();
        } else if (auto *other = qobject_cast<QDialog *>(modal)) {
            seen << u"other"_s; // the welcome dialog, after a project that did not open
            other->reject();
        }
        if (seen.size() > 6) m_timer.stop(); // a loop of dialogs fails the comparisons
    }

    QTimer m_timer;
    QStringList m_passwords;
    bool m_signIn;
};

} // namespace

class ServerPasswordTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init() { ServerConnection::rememberPassword(url(), {}); }
    void aRememberedPasswordSignsIn();
    void theWindowAsksAgainAfterAWrongPassword();
    void cancellingForgetsThePassword();
    void aWrongPasswordInTheAddressIsCorrected();
    void otherRefusalsOfferASignIn();

private:
    QString url() const { return ServerSupport::databaseUrl(m_cluster, m_name, u"errata_pw"_s); }
    static QString settingsText();

    QTemporaryDir m_dir;
    ServerSupport::Cluster m_cluster;
    QString m_name = u"wmt_study"_s;
    qint64 m_amara = 0;
};

void ServerPasswordTest::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true); // the window's settings stay out of the real ones
    QSettings().clear();
    m_cluster = ServerSupport::cluster();
    if (!m_cluster.isValid()) QSKIP("no PostgreSQL test cluster (run through CTest, with PostgreSQL installed)");
    QString error;
    const QString admin =
        ServerSupport::pushedDemo(m_cluster, m_name, m_dir.path(), {{u"Amara Okafor"_s, u"errata_pw"_s}}, &error);
    QVERIFY2(!admin.isEmpty(), qPrintable(error));
    const auto set = ServerSupport::psql(m_cluster, m_name, u"ALTER ROLE errata_pw PASSWORD '%1'"_s.arg(Right));
    QVERIFY2(set.exitCode == 0, qPrintable(set.err));
    m_amara = ServerSupport::psql(m_cluster, m_name, u"SELECT id FROM person WHERE name = 'Amara Okafor'"_s)
                  .out.trimmed()
                  .toLongLong();
    QVERIFY(m_amara > 0);
}

QString ServerPasswordTest::settingsText()
{
    QSettings settings;
    settings.sync();
    QFile file(settings.fileName());
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

void ServerPasswordTest::aRememberedPasswordSignsIn()
{
    QString error;
    QVERIFY(!Project::open(url(), &error));
    QVERIFY2(ServerConnection::refusedForPassword(error), qPrintable(error));
    ServerConnection::rememberPassword(url(), u"wrong"_s);
    QVERIFY(!Project::open(url(), &error));
    QVERIFY2(ServerConnection::refusedForPassword(error), qPrintable(error));
    QVERIFY(!error.contains(u"wrong"_s));

    ServerConnection::rememberPassword(url(), Right);
    auto project = Project::open(url(), &error);
    QVERIFY2(project, qPrintable(error));
    QCOMPARE(project->signedInPerson(), m_amara);
    QVERIFY(!project->path().contains(Right));
    // A background job opens its own connection by the project's address, which has no password.
    auto second = Project::openReadOnly(project->path(), &error);
    QVERIFY2(second, qPrintable(error));

    ServerConnection::rememberPassword(url(), {});
    QVERIFY(!Project::open(url(), &error));
}

void ServerPasswordTest::theWindowAsksAgainAfterAWrongPassword()
{
    Answers answers({u"wrong"_s, Right}, false);
    Application app;
    QVERIFY(app.start({url(), false, {}, {}}));
    QCOMPARE(answers.seen, QStringList({u"password"_s, u"password"_s}));
    QVERIFY2(app.window()->personStatus().contains(u"Amara Okafor"_s), qPrintable(app.window()->personStatus()));
    const QString written = settingsText();
    QVERIFY(written.contains(u"errata_pw"_s)); // the address is in the recent list…
    QVERIFY(!written.contains(Right));         // …without the password
    QVERIFY(!written.contains(u"horse"_s));
}

void ServerPasswordTest::cancellingForgetsThePassword()
{
    ServerConnection::rememberPassword(url(), u"wrong"_s);
    Answers answers({QString()}, false);
    Application app;
    QVERIFY(!app.start({url(), false, {}, {}}));
    QCOMPARE(answers.seen, QStringList({u"password"_s, u"other"_s}));
    QString error;
    QVERIFY(!Project::open(url(), &error));
    QVERIFY2(error.contains(u"no password"_s), qPrintable(error)); // not "authentication failed": none was tried
}

// The address itself names a wrong password: the one typed in the dialog wins, or it could never be
// corrected short of editing the address.
void ServerPasswordTest::aWrongPasswordInTheAddressIsCorrected()
{
    const QString withWrong = url().replace(u"errata_pw@"_s, u"errata_pw:wrong@"_s);
    QVERIFY(withWrong.contains(u":wrong@"_s));
    Answers answers({Right}, false);
    Application app;
    QVERIFY(app.start({withWrong, false, {}, {}}));
    QCOMPARE(answers.seen, QStringList({u"password"_s}));
    QVERIFY(!settingsText().contains(u"wrong"_s)); // nor the address's own password
}

void ServerPasswordTest::otherRefusalsOfferASignIn()
{
    const QString missing = ServerSupport::databaseUrl(m_cluster, u"no_such_study"_s); // a trusted role
    QString error;
    QVERIFY(!Project::open(missing, &error));
    QVERIFY2(!ServerConnection::refusedForPassword(error), qPrintable(error));
    {
        Answers answers({}, false);
        Application app;
        QVERIFY(!app.start({missing, false, {}, {}}));
        QCOMPARE(answers.seen, QStringList({u"message"_s, u"other"_s}));
    }
    Answers answers({Right}, true);
    Application app;
    QVERIFY(!app.start({missing, false, {}, {}})); // a password does not make the database
    // With a password given, the same refusal is only shown (its OK button is the box's accepting one).
    QCOMPARE(answers.seen, QStringList({u"message"_s, u"password"_s, u"message"_s, u"other"_s}));
}

QTEST_MAIN(ServerPasswordTest)
#include "serverpassword_test.moc"
