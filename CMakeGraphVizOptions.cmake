# SPDX-FileCopyrightText: 2026 Errata contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# `cmake --graphviz=errata.dot build/…` draws the libraries and executables (docs/architecture.md), not
# every test, benchmark, fuzz target and Qt's generated helper targets.
set(GRAPHVIZ_GRAPH_NAME "Errata")
set(GRAPHVIZ_IGNORE_TARGETS "_test$" "_test_" "_bench$" "^fuzz_" "^scale_bench" "_other_files$" "_autogen"
    "^errata_taxonomies" "^errata_demo_corpus" "^errata_build_options$" "^Errata::BuildOptions$"
    "^edithelper$" "^killsafety" "_resources_" "_lupdate" "_lrelease" "_translations" "^bench_"
    "^Qt6::(moc|uic|rcc|lrelease|lupdate|Platform|Test)$" "^Qt::" "^Wrap" "^OpenGL::" "^Threads::")
set(GRAPHVIZ_EXTERNAL_LIBS TRUE)
set(GRAPHVIZ_GENERATE_PER_TARGET FALSE)
set(GRAPHVIZ_GENERATE_DEPENDERS FALSE)
