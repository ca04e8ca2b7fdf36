// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/interchange/itemfilereader.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;

namespace Errata {

class Project;

// Study ▸ Add Texts… (coordinators; docs/study.md): a CSV, JSONL or text file previewed row by row,
// each column mapped to what it becomes (id, prompt, text, format, code language, metadata under its
// name, or left out), then added all or nothing, as `errata-cli items add` adds them.
class TextImportDialog final : public QDialog
{
    Q_OBJECT
public:
    TextImportDialog(Project &project, qint64 actorId, QWidget *parent = nullptr);
    ~TextImportDialog() override;

    // Reads the file and shows its first rows; false (and the reason in the status line) when unreadable.
    bool setFile(const QString &path);
    QTableWidget *previewTable() const { return m_table; }
    QLineEdit *fileEdit() const { return m_file; }
    QComboBox *mappingBox(int column) const;
    QPushButton *importButton() const { return m_import; }
    QLabel *statusLabel() const { return m_status; }
    int addedItems() const { return m_added; }

protected:
    void keyPressEvent(QKeyEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void browse();
    void loadTyped();
    void fitColumns();
    void addTexts();
    ItemFileReader::Mapping mapping() const;

    Project &m_project;
    qint64 m_actorId;
    QString m_path;
    QString m_format;
    QStringList m_columns;
    int m_added = 0;
    QLineEdit *m_file;
    QTableWidget *m_table;
    QPushButton *m_import;
    QLabel *m_status;
};

} // namespace Errata
