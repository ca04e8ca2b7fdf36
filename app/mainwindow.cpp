// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include "widgets/annotate/annotateview.h"
#include "widgets/dialogs/taxonomyfiledialog.h"
#include "widgets/items/itemlistpanel.h"
#include "widgets/layers/layerview.h"
#include "widgets/review/reviewqueuepanel.h"
#include "widgets/itemview/itempreview.h"
#include "widgets/textview/syntaxcolouring.h"

#include <QApplication>
#include <QDockWidget>
#include <QFileDialog>
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
    m_overview->addTab(m_layers, tr("&Layers"));
    m_overview->addTab(m_preview, tr("&Overview"));
    m_reviewQueue = new ReviewQueuePanel(queue, m_overview);
    m_overview->addTab(m_reviewQueue, tr("&Review Queue"));
    m_annotatorTabs = new QTabWidget(m_central);
    m_annotate = new AnnotateView(m_annotatorTabs);
    m_annotatorLayers = new LayerView(m_annotatorTabs);
    m_annotatorTabs->addTab(m_annotate, tr("A&nnotate"));
    m_annotatorTabs->addTab(m_annotatorLayers, tr("&Layers"));
    m_central->addWidget(m_overview);
    m_central->addWidget(m_annotatorTabs);
    setCentralWidget(m_central);

    auto *dock = new QDockWidget(tr("Items"), this);
    dock->setObjectName(QStringLiteral("items-dock"));
    dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    m_itemList = new ItemListPanel(items, dock);
    dock->setWidget(m_itemList);
    addDockWidget(Qt::LeftDockWidgetArea, dock);
    resizeDocks({dock}, {440}, Qt::Horizontal);

    m_person = new QLabel(this);
    statusBar()->addPermanentWidget(m_person);
    createMenus();
    setProjectTitle(QString(), QString());
    resize(1280, 800);
}

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    m_new = file->addAction(tr("&New Project…"));
    m_new->setShortcut(QKeySequence::New);
    m_open = file->addAction(tr("&Open Project…"));
    m_open->setShortcut(QKeySequence::Open);
    m_demo = file->addAction(tr("Open &Demo Project"));
    file->addSeparator();
    m_switchPerson = file->addAction(tr("&Who Are You…"));
    m_switchPerson->setShortcut(QKeySequence(tr("Ctrl+Shift+P")));
    file->addSeparator();
    m_makePackage = file->addAction(tr("&Make Work Package…"));
    m_makePackage->setToolTip(tr("One annotator's items in a file of their own, to work on elsewhere"));
    m_mergePackage = file->addAction(tr("Mer&ge Work Package…"));
    file->addSeparator();
    connect(file->addAction(tr("Check &Taxonomy File…")), &QAction::triggered, this, &MainWindow::checkTaxonomyFile);
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"));
    quit->setShortcut(QKeySequence::Quit);
    connect(quit, &QAction::triggered, this, &QWidget::close);

    m_annotateMenu = menuBar()->addMenu(tr("&Annotate"));
    m_annotateMenu->addActions(m_annotate->commands());

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    connect(help->addAction(tr("&About Errata")), &QAction::triggered, this, [this] {
        QMessageBox::about(this, tr("About Errata"), aboutText());
    });
}

// A custom taxonomy, coloured as JSON and validated as it is edited; needs no open project.
void MainWindow::checkTaxonomyFile()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Check Taxonomy File"), QString(),
                                                      tr("Taxonomy files (*.json)"));
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

void MainWindow::setProjectTitle(const QString &title, const QString &path)
{
    setWindowTitle(title.isEmpty() ? tr("Errata") : tr("%1 — Errata").arg(title));
    setWindowFilePath(path);
}

void MainWindow::setPersonStatus(const QString &person, const QString &role)
{
    m_person->setText(person.isEmpty() ? tr("Nobody chosen") : tr("%1 · %2").arg(person, role));
}

} // namespace Errata
