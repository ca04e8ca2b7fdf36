// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

class QWidget;

namespace Errata {

class Project;

// File ▸ Export…: the whole project in one of the interchange formats, written on a worker
// thread (BackgroundJob) to a file that appears only when it is complete.
class ExportActions
{
    Q_DECLARE_TR_FUNCTIONS(ExportActions)
public:
    static void exportProject(Project &project, QWidget *parent);
};

} // namespace Errata
