// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Qt SQL, for model/storage only: no other library may use it (cmake/ErrataPch.cmake, tests/architecture).
#pragma once

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
