// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "application.h"
#include "mainwindow.h"

#include "model/document/annotationdocument.h"
#include "model/project/project.h"
#include "model/storage/settingsrepository.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/itemrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/spanrepository.h"
#include "model/document/reviewsession.h"
#include "model/domain/taxonomyloader.h"
#include "widgets/annotate/annotateview.h"
#include "widgets/annotate/spaneditor.h"
#include "widgets/common/plaintext.h"
#include "widgets/items/itemlistpanel.h"
#include "widgets/itemview/itempreview.h"

#include <QAbstractButton>
#include <QHelpEvent>
#include <QLabel>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>
#include <QTextEdit>
#include <QToolTip>

#include "../widgets/widgettesthelpers.h"

using namespace Qt::StringLiterals;
using namespace Errata;

namespace {

// User text as an attacker would write it: markup that would load an image or show a link if
// Qt rendered it as HTML. Each must reach the screen character for character.
const QString AnnotatorName = u"Ann <a href=\"http://evil.example/\">click</a>"_s;
const QString ExternalId = u"<img src=\"file:///etc/hostile.png\">item"_s;
const QString Prompt = u"<a href=\"http://evil.example/p\">prompt link</a>"_s;
const QString Generation = u"Text with <img src=\"y.png\"> and <b>bold</b> in it."_s;
const QString Rationale = u"<img src=\"r.png\">why"_s;
const QString ReturnComment = u"<a href=\"http://evil.example/c\">amend</a>"_s;
const QString MetadataValue = u"<img src=\"m.png\">gpt"_s;
const QString DecisionComment = u"<img src=\"d.png\">narrow"_s;

bool hostile(const QString &raw)
{
    return raw.contains(u"<img"_s) || raw.contains(u"<a href"_s) || raw.contains(u"<b>bold"_s);
}

// What a QLabel puts on screen: its text as is, or the text of the HTML it holds.
QString shownText(const QLabel *label)
{
    const bool rich = label->textFormat() == Qt::RichText
        || (label->textFormat() == Qt::AutoText && Qt::mightBeRichText(label->text()));
    if (!rich) return label->text();
    QTextDocument document;
    document.setHtml(label->text());
    return document.toPlainText();
}

QString shownToolTip(const QString &tip)
{
    if (!Qt::mightBeRichText(tip)) return tip;
    QTextDocument document;
    document.setHtml(tip);
    return document.toPlainText();
}

} // namespace

// Issue #10: names, ids, texts, rationales and comments holding HTML are shown literally in the
// real window, offscreen: no label, tooltip or text view interprets them.
class HostileTextTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void toolTipHelperIsLiteral();
    void annotatorWindowShowsMarkupLiterally();

private:
    QTemporaryDir m_dir;
    QString m_path;
};

void HostileTextTest::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_path = m_dir.filePath(u"hostile.errata"_s);
    QString error;
    auto project =
        Project::create(m_path, *TaxonomyLoader::builtin(u"scarecrow"_s).taxonomy, u"<img src=x>Title"_s, &error);
    QVERIFY2(project, qPrintable(error));
    // Not blind: this test is about how hostile ids and metadata are shown, and a blind project hides both
    // from its annotators (opaque ids, no model).
    QVERIFY(project->settings().setValue(SettingKey::BlindMode, u"0"_s));
    Person ann{0, AnnotatorName, Role::Annotator};
    Person rev{0, u"Rev <b>bold</b>"_s, Role::Reviewer};
    QVERIFY(project->people().add(ann, 0) && project->people().add(rev, 0));
    Item item{0, ExternalId, Prompt, Generation, TextFormat::Plain, {}, {{u"model"_s, MetadataValue}}};
    QVERIFY(project->items().add(item, 0));
    Assignment assignment;
    assignment.itemId = item.id;
    assignment.annotatorId = ann.id;
    QVERIFY(project->assignments().create(assignment, ann.id));
    AnnotationDocument document(project.get(), item.id, ann.id);
    QVERIFY(document.load());
    Span span;
    span.range = {10, 27, TextSide::Generation}; // <img src="y.png">
    span.typeKey = u"Grammar_Usage"_s;
    span.severityKey = u"2"_s;
    span.rationale = Rationale;
    span.correction = u"<a href=\"x\">fix</a>"_s;
    QVERIFY(document.insertSpan(0, span));
    QVERIFY2(document.submit(), qPrintable(document.lastError()));
    ReviewSession review(*project, rev.id, document.assignment().id);
    QVERIFY(review.claim());
    QVERIFY(review.decide(document.spans().first().id, SpanDecision::NeedsChange, DecisionComment));
    QVERIFY2(review.returnForAmendment(ReturnComment), qPrintable(review.lastError()));
}

void HostileTextTest::toolTipHelperIsLiteral()
{
    const QString tip = PlainText::toolTip(Rationale + u"\nsecond line"_s);
    QVERIFY(Qt::mightBeRichText(tip));                           // shown as rich text, so Qt does not guess…
    QCOMPARE(shownToolTip(tip), Rationale + u"\nsecond line"_s); // …and the characters survive
    QVERIFY(PlainText::toolTip(QString()).isEmpty());
}

void HostileTextTest::annotatorWindowShowsMarkupLiterally()
{
    Application app;
    QVERIFY(app.start({m_path, false, AnnotatorName, {}}));
    MainWindow *window = app.window();
    QVERIFY(QTest::qWaitForWindowExposed(window));
    const qint64 itemId = app.project()->items().all().first().id;
    window->showAnnotateView(true);
    QVERIFY(window->annotateView()->showItem(itemId));
    window->annotateView()->editor()->setCurrentSpan(0);
    window->preview()->showItem(app.project()->items().all().first(), {});
    window->preview()->plainText(); // the preview's tab is hidden: lay it out, as showing the tab would
    QCoreApplication::processEvents();

    // Every label and tooltip in the window: raw markup from the data is never rendered.
    QStringList shown;
    for (QLabel *label : window->findChildren<QLabel *>()) {
        QVERIFY2(!(hostile(label->text()) && shownText(label) != label->text()),
                 qPrintable(u"label renders markup: "_s + label->text()));
        shown << shownText(label);
    }
    for (QWidget *widget : window->findChildren<QWidget *>()) {
        QVERIFY2(!hostile(widget->toolTip()), qPrintable(u"tooltip renders markup: "_s + widget->toolTip()));
    }
    // Text views hold the texts as characters: no image or anchor element reached a document.
    for (QTextEdit *edit : window->findChildren<QTextEdit *>()) {
        QVERIFY2(!edit->document()->toHtml().contains(u"<img"_s), qPrintable(edit->toPlainText()));
        QVERIFY2(!edit->document()->toHtml().contains(u"<a href"_s), qPrintable(edit->toPlainText()));
        shown << edit->toPlainText();
    }
    const QString all = shown.join(u'\n');
    // Positive proof: the hostile strings are on screen, literally.
    for (const QString &expected : {AnnotatorName, ExternalId, Prompt, Generation}) {
        QVERIFY2(all.contains(expected), qPrintable(u"not shown literally: "_s + expected));
    }
    // The thread shows the item's comments, or the selected span's.
    QVERIFY2(all.contains(ReturnComment) || all.contains(DecisionComment), qPrintable(all));

    // The item list's tooltip (external id and metadata) through a real tooltip event.
    QTableView *view = window->itemList()->view();
    const QRect cell = view->visualRect(view->model()->index(0, 0));
    QHelpEvent help(QEvent::ToolTip, cell.center(), view->viewport()->mapToGlobal(cell.center()));
    QCoreApplication::sendEvent(view->viewport(), &help);
    QTRY_VERIFY(!QToolTip::text().isEmpty());
    QVERIFY2(shownToolTip(QToolTip::text()).contains(ExternalId), qPrintable(QToolTip::text()));
    QVERIFY(shownToolTip(QToolTip::text()).contains(MetadataValue));
    Errata::TestHelpers::saveScreenshot(window, u"hostile-text.png"_s);
}

QTEST_MAIN(HostileTextTest)
#include "hostiletext_test.moc"
