// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The tests' precompiled header in the main build, where every test links Qt Widgets (QT_WIDGETS_LIB
// makes <QTest> bring Qt Test's widget helpers too): modeltestheaders.h and the widgets tests use most.
#pragma once

#include "modeltestheaders.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
