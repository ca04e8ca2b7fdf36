// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

class QWidget;

namespace Errata {

class BackgroundJob;

// Runs a BackgroundJob behind a window-modal progress dialog with Cancel. The event loop keeps
// running meanwhile, so the window paints; the dialog keeps anything else from editing.
class JobDialog
{
    Q_DECLARE_TR_FUNCTIONS(JobDialog)
public:
    // True when the job succeeded. A failure is shown in a message box (`failure`, when given, with
    // %1 for the job's reason); a cancel is not (the dialog already said what cancelling does).
    static bool run(BackgroundJob &job, const QString &title, const QString &label, const QString &cancelling,
                    QWidget *parent, const QString &failure = QString());
};

} // namespace Errata
