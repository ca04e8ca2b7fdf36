// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/project/projectsetup.h"

#include <QDialog>
#include <QMap>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;

namespace Errata {

// File ▸ New Project: what `errata-cli init` asks, on one page — the file, a title, the error taxonomy
// (built-in, or a taxonomy file checked as it is chosen), the judgements asked of every item, blind
// and anonymous annotation, and the name of the person who runs the study. Create stays disabled
// until the file, a valid taxonomy and the name are there, and says what is missing.
class NewProjectDialog final : public QDialog
{
    Q_OBJECT
public:
    explicit NewProjectDialog(QWidget *parent = nullptr);

    ProjectSetup setup() const;
    // For a taxonomy file chosen other than through the file dialog (tests, drag and drop).
    void useTaxonomyFile(const QString &path);
    void setPath(const QString &path);
    QString problem() const; // why Create is disabled; empty when it is enabled

private:
    void browse();
    void taxonomyChosen(int index);
    void update();

    QLineEdit *m_path;
    QLineEdit *m_title;
    QComboBox *m_taxonomy;
    QLabel *m_taxonomyNote;
    QMap<QString, QCheckBox *> m_judgements;
    QCheckBox *m_blind;
    QCheckBox *m_anonymous;
    QLineEdit *m_name;
    QLabel *m_problem;
    QDialogButtonBox *m_buttons;
    std::optional<Taxonomy> m_fileTaxonomy;
    QString m_taxonomyFile;
};

} // namespace Errata
