// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QListWidget;
class QTextBrowser;

namespace Errata {

class Taxonomy;

// Help ▸ Taxonomy Guidelines: every type of the project's taxonomy with its definition, example and
// what a span of it must carry, in the UI language (English where a translation is missing). The
// text is built from the taxonomy by escaping, so a taxonomy file cannot inject markup.
class GuidelinesDialog final : public QDialog
{
    Q_OBJECT
public:
    GuidelinesDialog(const Taxonomy &taxonomy, const QString &language, QWidget *parent = nullptr);

    // Shows this type's guidelines (the first type for an unknown key).
    void showType(const QString &typeKey);
    QString currentTypeKey() const;
    QString guidelinesText() const;

    // The guidelines of one type as HTML, every taxonomy string escaped.
    static QString typeHtml(const Taxonomy &taxonomy, const QString &typeKey, const QString &language);

private:
    void showRow(int row);

    const Taxonomy &m_taxonomy;
    QString m_language;
    QListWidget *m_types;
    QTextBrowser *m_text;
};

} // namespace Errata
