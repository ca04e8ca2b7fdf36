// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/taxonomy.h"

#include <QCoreApplication>
#include <QStringList>

#include <memory>
#include <optional>

namespace Errata {

class Project;

// What a new study is made with: `errata-cli init` and File ▸ New Project ask the same things and
// make the project the same way (one place, so the two cannot drift apart).
struct ProjectSetup
{
    Q_DECLARE_TR_FUNCTIONS(ProjectSetup)
public:
    QString path;
    QString title; // empty: the file's name
    Taxonomy taxonomy;
    std::optional<QStringList> judgements; // none given: the taxonomy's own protocol (ESA asks its score)
    bool blind = true;
    bool anonymous = false;
    QString coordinator; // empty: the window asks its first user to coordinate

    // The judgement groups a project can ask for (JudgementGroup keys).
    static QStringList judgementGroups();
    // The new project, or nothing with the reason (and no half-made file left behind).
    std::unique_ptr<Project> create(QString *error) const;
    QString effectiveTitle() const;
};

} // namespace Errata
