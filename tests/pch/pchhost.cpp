// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The target that compiles tests/pch/testheaders.h with exactly the tests' flags and definitions, so
// that every test can reuse it (GCC takes a precompiled header only under the same options). Never run.
int main()
{
    return 0;
}
