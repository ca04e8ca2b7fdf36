// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <thread>
#include <vector>

namespace Errata {

// Runs work(i) for every i in [0, count) on as many threads as the machine has cores (four at most:
// each holds its own working memory), the calling thread being one of them, and returns when all are
// done. Each work(i) must write only its own results; which thread runs which i varies, so nothing may
// depend on it (every group's bootstrap draws from the same seed, whichever thread runs it).
template <typename Work>
void parallelFor(size_t count, Work &&work)
{
    const size_t threads = std::min<size_t>({count, std::max(1u, std::thread::hardware_concurrency()), 4});
    std::atomic<size_t> next{0};
    const auto run = [&] {
        for (size_t i = next.fetch_add(1); i < count; i = next.fetch_add(1)) work(i);
    };
    std::vector<std::thread> helpers;
    for (size_t helper = 1; helper < threads; ++helper) helpers.emplace_back(run);
    run();
    for (std::thread &helper : helpers) helper.join();
}

} // namespace Errata
