// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QLabel;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QTimer;

namespace Errata {

// A custom taxonomy file (docs/taxonomy-format.md) in an editor coloured as JSON, checked as you type:
// every problem is listed with its line, and choosing one puts the cursor there. Save writes the file
// only when it is valid, so a broken taxonomy never replaces a working one.
class TaxonomyFileDialog final : public QDialog
{
    Q_OBJECT
public:
    explicit TaxonomyFileDialog(QWidget *parent = nullptr);

    // False, with the reason in *error, when the file cannot be read.
    bool openFile(const QString &path, QString *error);
    void setJson(const QString &json); // for a taxonomy not yet saved anywhere
    QPlainTextEdit *editor() const { return m_editor; }
    QListWidget *messages() const { return m_messages; }
    bool isValid() const { return m_valid; }
    bool save(QString *error);

    // Checks now instead of after the typing pause (tests, and before saving).
    void validate();

private:
    void goToMessage(int row);

    QString m_path;
    QPlainTextEdit *m_editor = nullptr;
    QListWidget *m_messages = nullptr;
    QLabel *m_summary = nullptr;
    QPushButton *m_save = nullptr;
    QTimer *m_pause = nullptr;
    bool m_valid = false;
};

} // namespace Errata
