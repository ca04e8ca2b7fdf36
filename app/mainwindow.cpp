// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include "desktopmenus.h"

#include "widgets/study/studypanel.h"
#include "widgets/actions/retranslate.h"
#include "widgets/annotate/annotateview.h"
#include "widgets/corpus/corpuspanel.h"
#include "widgets/dialogs/taxonomyfiledialog.h"
#include "widgets/items/itemlistpanel.h"
#include "widgets/layers/layerview.h"
#include "widgets/review/goldeditor.h"
#include "widgets/review/reviewqueuepanel.h"
#include "widgets/review/reviewview.h"
#include "widgets/review/annotatordashboard.h"
#include "widgets/itemview/itempreview.h"
#include "widgets/textview/syntaxcolouring.h"

#include "widgets/common/filedialogs.h"

#include <QApplication>
#include <QDockWidget>
#include <QEvent>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTabWidget>

namespace Errata {

MainWindow::MainWindow(ItemListModel *items, ReviewQueueModel *queue, QWidget *parent)
    : QMainWindow(parent)
{
    m_central = new QStackedWidget(this);
    // Reviewers and coordinators get the overview and every annotator's layer; annotators (blind
    // by default) get their own annotate view only.
    m_overview = new QTabWidget(m_central);
    m_preview = new ItemPreview(m_overview);
    m_layers = new LayerView(m_overview);
    const char *context = staticMetaObject.className();
    m_overview->addTab(m_layers, QString());
    Retranslate::tabText(m_overview, m_layers, context, QT_TR_NOOP("&Layers"));
    m_overview->addTab(m_preview, QString());
    Retranslate::tabText(m_overview, m_preview, context, QT_TR_NOOP("&Overview"));
    m_reviewQueue = new ReviewQueuePanel(queue, m_overview);
    m_overview->addTab(m_reviewQueue, QString());
    Retranslate::tabText(m_overview, m_reviewQueue, context, QT_TR_NOOP("Review &Queue"));
    m_review = new ReviewView(m_overview);
    m_overview->addTab(m_review, QString());
    Retranslate::tabText(m_overview, m_review, context, QT_TR_NOOP("Revie&w"));
    m_gold = new GoldEditor(m_overview);
    m_overview->addTab(m_gold, QString());
    Retranslate::tabText(m_overview, m_gold, context, QT_TR_NOOP("&Gold"));
    m_corpus = new CorpusPanel(m_overview);
    m_overview->addTab(m_corpus, QString());
    Retranslate::tabText(m_overview, m_corpus, context, QT_TR_NOOP("Cor&pus"));
    m_annotatorDashboard = new AnnotatorDashboard(m_overview);
    m_overview->addTab(m_annotatorDashboard, QString());
    Retranslate::tabText(m_overview, m_annotatorDashboard, context, QT_TR_NOOP("Annota&tors"));
    m_study = new StudyPanel(m_overview);
    m_overview->addTab(m_study, QString());
    Retranslate::tabText(m_overview, m_study, context, QT_TR_NOOP("Stud&y"));
    m_annotatorTabs = new QTabWidget(m_central);
    m_annotate = new AnnotateView(m_annotatorTabs);
    m_annotatorLayers = new LayerView(m_annotatorTabs);
    m_annotatorTabs->addTab(m_annotate, QString());
    Retranslate::tabText(m_annotatorTabs, m_annotate, context, QT_TR_NOOP("A&nnotate"));
    m_annotatorTabs->addTab(m_annotatorLayers, QString());
    Retranslate::tabText(m_annotatorTabs, m_annotatorLayers, context, QT_TR_NOOP("&Layers"));
    m_central->addWidget(m_overview);
    m_central->addWidget(m_annotatorTabs);
    setCentralWidget(m_central);

    auto *dock = new QDockWidget(this);
    Retranslate::windowTitle(dock, context, QT_TR_NOOP("Items"));
    dock->setObjectName(QStringLiteral("items-dock"));
    dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    m_itemList = new ItemListPanel(items, dock);
    dock->setWidget(m_itemList);
    addDockWidget(Qt::LeftDockWidgetArea, dock);
    resizeDocks({dock}, {440}, Qt::Horizontal);

    m_person = new QLabel(this);
    m_person->setTextFormat(Qt::PlainText); // a person's name, as typed
    statusBar()->addPermanentWidget(m_person);
    createMenus();
    setProjectTitle(QString(), QString());
    resize(1280, 800);
}

void MainWindow::createMenus()
{
    // Texts go through Retranslate so a language change from Preferences reaches them; the object
    // names are the ids of the shortcut registry.
    const char *context = staticMetaObject.className();
    const auto command = [&](QMenu *menu, const char *id, const char *text) {
        QAction *action = Retranslate::text(menu->addAction(QString()), context, text);
        action->setObjectName(QString::fromLatin1(id));
        m_commands << action;
        return action;
    };
    QMenu *file = Retranslate::title(menuBar()->addMenu(QString()), context, QT_TR_NOOP("&File"));
    m_new = command(file, "File.New", QT_TR_NOOP("&New Project…"));
    m_new->setShortcut(QKeySequence::New);
    m_open = command(file, "File.Open", QT_TR_NOOP("&Open Project…"));
    m_open->setShortcut(QKeySequence::Open);
    m_connect = command(file, "File.Connect", QT_TR_NOOP("Connect to Ser&ver…"));
    m_connect->setToolTip(tr("A project on the team's PostgreSQL server (docs/server.md)"));
    m_demo = command(file, "File.Demo", QT_TR_NOOP("Open &Demo Project"));
    file->addSeparator();
    m_switchPerson = command(file, "File.WhoAreYou", QT_TR_NOOP("&Who Are You…"));
    m_switchPerson->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    file->addSeparator();
    m_makePackage = command(file, "File.MakePackage", QT_TR_NOOP("&Make Work Package…"));
    m_makePackage->setToolTip(tr("One annotator's items in a file of their own, to work on elsewhere"));
    m_mergePackage = command(file, "File.MergePackage", QT_TR_NOOP("Mer&ge Work Package…"));
    m_makeAllPackages = command(file, "File.MakeAllPackages", QT_TR_NOOP("Make Packages for &Everyone…"));
    m_makeAllPackages->setToolTip(tr("A work package for every annotator who has work to do, into one folder"));
    m_mergeFolder = command(file, "File.MergeFolder", QT_TR_NOOP("Merge Packages from F&older…"));
    m_import = command(file, "File.Import", QT_TR_NOOP("&Import…"));
    m_import->setToolTip(tr("Annotations from MQM, OpenMEVA, Scarecrow, thresh or TGEA files"));
    m_importMetrics = command(file, "File.ImportMetrics", QT_TR_NOOP("Import Metric &Scores…"));
    m_importMetrics->setToolTip(tr("An automatic metric's score per item (item,metric,score), for the Metrics page"));
    m_export = command(file, "File.Export", QT_TR_NOOP("E&xport…"));
    m_export->setToolTip(tr("The whole project as errata-jsonl, MQM TSV, Scarecrow CSV or a spans CSV"));
    m_exportTask = command(file, "File.ExportTask", QT_TR_NOOP("Export &Benchmark Task…"));
    m_exportTask->setToolTip(
        tr("TGEA's five tasks or Scarecrow's span classification, in a stored train/dev/test split"));
    file->addSeparator();
    m_restoreBackup = command(file, "File.RestoreBackup", QT_TR_NOOP("&Restore Backup…"));
    connect(command(file, "File.CheckTaxonomy", QT_TR_NOOP("Check &Taxonomy File…")), &QAction::triggered, this,
            &MainWindow::checkTaxonomyFile);
    file->addSeparator();
    QAction *quit = command(file, "File.Quit", QT_TR_NOOP("&Quit"));
    quit->setShortcut(QKeySequence::Quit);
    connect(quit, &QAction::triggered, this, &QWidget::close);

    m_annotateMenu = Retranslate::title(menuBar()->addMenu(QString()), context, QT_TR_NOOP("&Annotate"));
    m_annotateMenu->addActions(m_annotate->commands());

    m_reviewMenu = Retranslate::title(menuBar()->addMenu(QString()), context, QT_TR_NOOP("Re&view"));
    m_reviewMenu->addActions(m_review->commands());

    m_desktop = addDesktopMenus(menuBar());
    m_commands << m_desktop.preferences << m_desktop.guidelines << m_desktop.instructions;
    QMenu *help = m_desktop.help;
    connect(command(help, "Help.About", QT_TR_NOOP("&About Errata")), &QAction::triggered, this,
            [this] { QMessageBox::about(this, tr("About Errata"), aboutText()); });
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        Retranslate::apply(this);
        setProjectTitle(m_title, windowFilePath());
    }
    QMainWindow::changeEvent(event);
}

// A custom taxonomy, coloured as JSON and validated as it is edited; needs no open project.
void MainWindow::checkTaxonomyFile()
{
    const QString path =
        FileDialogs::getOpenFileName(this, tr("Check Taxonomy File"), QString(), tr("Taxonomy files (*.json)"));
    if (path.isEmpty()) {
        return;
    }
    TaxonomyFileDialog dialog(this);
    QString error;
    if (!dialog.openFile(path, &error)) {
        QMessageBox::warning(this, tr("Check Taxonomy File"), error);
        return;
    }
    dialog.exec();
}

QString MainWindow::aboutText()
{
    return tr("<h3>Errata %1</h3><p>Find, label, review and analyse errors in machine-generated "
              "text.</p><p>Built with Qt %2.</p><p>%3</p>")
        .arg(QApplication::applicationVersion(), QString::fromLatin1(qVersion()),
             SyntaxColouring::aboutText().toHtmlEscaped());
}

void MainWindow::showAnnotateView(bool annotate)
{
    m_central->setCurrentWidget(annotate ? static_cast<QWidget *>(m_annotatorTabs) : m_overview);
    m_annotateMenu->menuAction()->setVisible(annotate);
    m_reviewMenu->menuAction()->setVisible(!annotate && m_everyonesWork);
}

void MainWindow::setEveryonesWorkVisible(bool visible)
{
    m_everyonesWork = visible;
    for (QWidget *tab : {static_cast<QWidget *>(m_reviewQueue), static_cast<QWidget *>(m_review),
                         static_cast<QWidget *>(m_gold), static_cast<QWidget *>(m_corpus)}) {
        m_overview->setTabVisible(m_overview->indexOf(tab), visible);
    }
    if (!visible && m_central->currentWidget() == m_overview) m_reviewMenu->menuAction()->setVisible(false);
}

void MainWindow::showReviewView()
{
    m_overview->setCurrentWidget(m_review);
}

void MainWindow::setAnnotatorLayersAllowed(bool allowed, const QString &why)
{
    const int index = m_annotatorTabs->indexOf(m_annotatorLayers);
    m_annotatorTabs->setTabEnabled(index, allowed);
    m_annotatorTabs->setTabToolTip(index, why);
    if (!allowed && m_annotatorTabs->currentIndex() == index) {
        m_annotatorTabs->setCurrentWidget(m_annotate);
    }
}

void MainWindow::showLayerView()
{
    m_overview->setCurrentWidget(m_layers);
}

void MainWindow::showStudyView()
{
    m_overview->setCurrentWidget(m_study);
}

bool MainWindow::isStudyViewShown() const
{
    return m_central->currentWidget() == m_overview && m_overview->currentWidget() == m_study;
}

void MainWindow::setCoordinatorTabsVisible(bool visible)
{
    m_overview->setTabVisible(m_overview->indexOf(m_annotatorDashboard), visible);
    m_overview->setTabVisible(m_overview->indexOf(m_study), visible);
}

void MainWindow::setProjectTitle(const QString &title, const QString &path)
{
    m_title = title;
    setWindowTitle(title.isEmpty() ? tr("Errata") : tr("%1 — Errata").arg(title));
    setWindowFilePath(path);
}

void MainWindow::setPersonStatus(const QString &person, const QString &role)
{
    m_person->setText(person.isEmpty() ? tr("Nobody chosen") : tr("%1 · %2").arg(person, role));
}

QString MainWindow::personStatus() const
{
    return m_person->text();
}

} // namespace Errata
