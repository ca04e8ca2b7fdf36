// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Qt and standard headers most tests include, precompiled once for all of them (tests/CMakeLists.txt and
// tests/sanitize/CMakeLists.txt): parsing these was most of a test's 2.3 s compile, 150 times over in each
// CI leg. Only headers that seldom change belong here, for a change rebuilds every test; each test still
// includes what it uses. Qt Core, Gui and SQL only: the sanitizer build has no widgets.
#pragma once

#include <QTest>

#include <QBuffer>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>
#include <QUndoStack>

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <vector>
