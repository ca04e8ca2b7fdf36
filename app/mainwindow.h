// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "desktopmenus.h"

#include <QMainWindow>

class QAction;
class QLabel;
class QMenu;
class QStackedWidget;
class QTabWidget;

namespace Errata {

class AnnotateView;
class CorpusPanel;
class AnnotatorDashboard;
class StudyPanel;
class LayerView;
class ItemListModel;
class ItemListPanel;
class ItemPreview;
class ReviewQueueModel;
class ReviewQueuePanel;
class ReviewView;
class GoldEditor;

// Composes the window: item list dock, central view, menus and status bar. Behaviour lives in
// Application, which connects to the actions exposed here.
class MainWindow final : public QMainWindow
{
    Q_OBJECT
public:
    MainWindow(ItemListModel *items, ReviewQueueModel *queue, QWidget *parent = nullptr);
    // Help ▸ About: the version (from CMake's project()), Qt, and whether text is syntax-coloured.
    static QString aboutText();

    ItemListPanel *itemList() const { return m_itemList; }
    ItemPreview *preview() const { return m_preview; }
    AnnotateView *annotateView() const { return m_annotate; }
    LayerView *layerView() const { return m_layers; }
    ReviewQueuePanel *reviewQueue() const { return m_reviewQueue; }
    ReviewView *reviewView() const { return m_review; }
    GoldEditor *goldEditor() const { return m_gold; }
    void showReviewView();
    CorpusPanel *corpusPanel() const { return m_corpus; }
    void showLayerView(); // the overview's Layers tab (from the Corpus tab's drill-down)
    // Coordinators only: the annotators' work, agreement, qualification and attention-check flags.
    AnnotatorDashboard *annotatorDashboard() const { return m_annotatorDashboard; }
    StudyPanel *studyPanel() const { return m_study; }
    void showStudyView(); // the Study tab: a new, empty project's next step is there
    bool isStudyViewShown() const;
    // The coordinator's tabs: Annotators and Study.
    void setCoordinatorTabsVisible(bool visible);
    // The tabs of everyone's work (Review Queue, Review, Gold, Corpus) and the Review menu: Visibility says.
    void setEveryonesWorkVisible(bool visible);
    // The annotator's own view of the other layers, next to their annotate view.
    LayerView *annotatorLayerView() const { return m_annotatorLayers; }
    void setAnnotatorLayersAllowed(bool allowed, const QString &why);
    // The annotate view for annotators; the read-only overview for everyone else.
    void showAnnotateView(bool annotate);
    QAction *newAction() const { return m_new; }
    QAction *openAction() const { return m_open; }
    QAction *connectAction() const { return m_connect; }
    QAction *demoAction() const { return m_demo; }
    QAction *switchPersonAction() const { return m_switchPerson; }
    QAction *makePackageAction() const { return m_makePackage; }
    QAction *mergePackageAction() const { return m_mergePackage; }
    QAction *makeAllPackagesAction() const { return m_makeAllPackages; }
    QAction *mergeFolderAction() const { return m_mergeFolder; }
    QAction *importAction() const { return m_import; }
    QAction *importMetricsAction() const { return m_importMetrics; }
    QAction *exportAction() const { return m_export; }
    QAction *exportTaskAction() const { return m_exportTask; }

    QAction *preferencesAction() const { return m_desktop.preferences; }
    QAction *guidelinesAction() const { return m_desktop.guidelines; }
    QAction *instructionsAction() const { return m_desktop.instructions; }
    // The window's own commands (File, Help, Settings), named for the shortcut registry.
    const QList<QAction *> &commands() const { return m_commands; }
    QAction *restoreBackupAction() const { return m_restoreBackup; }

    void setProjectTitle(const QString &title, const QString &path);
    void setPersonStatus(const QString &person, const QString &role);
    QString personStatus() const; // "Name · Role", as the status bar shows it

protected:
    void changeEvent(QEvent *event) override;

private:
    void checkTaxonomyFile();
    void createMenus();

    ItemListPanel *m_itemList = nullptr;
    ItemPreview *m_preview = nullptr;
    AnnotateView *m_annotate = nullptr;
    LayerView *m_layers = nullptr;
    ReviewQueuePanel *m_reviewQueue = nullptr;
    ReviewView *m_review = nullptr;
    GoldEditor *m_gold = nullptr;
    QMenu *m_reviewMenu = nullptr;
    CorpusPanel *m_corpus = nullptr;
    AnnotatorDashboard *m_annotatorDashboard = nullptr;
    StudyPanel *m_study = nullptr;
    LayerView *m_annotatorLayers = nullptr;
    QTabWidget *m_annotatorTabs = nullptr;
    QMenu *m_annotateMenu = nullptr;
    bool m_everyonesWork = true;
    QTabWidget *m_overview = nullptr;
    QStackedWidget *m_central = nullptr;
    QLabel *m_person = nullptr;
    QAction *m_new = nullptr;
    QAction *m_connect = nullptr;
    QAction *m_open = nullptr;
    QAction *m_demo = nullptr;
    QAction *m_switchPerson = nullptr;
    QAction *m_makePackage = nullptr;
    QAction *m_mergePackage = nullptr;
    QAction *m_makeAllPackages = nullptr;
    QAction *m_mergeFolder = nullptr;
    DesktopMenus m_desktop;
    QList<QAction *> m_commands;
    QString m_title;
    QAction *m_import = nullptr;
    QAction *m_importMetrics = nullptr;
    QAction *m_export = nullptr;
    QAction *m_exportTask = nullptr;
    QAction *m_restoreBackup = nullptr;
};

} // namespace Errata
