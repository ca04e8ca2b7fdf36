// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The taxonomy JSON loader: any bytes give a valid taxonomy or an error, and a taxonomy it accepts
// has unique keys whose parents exist.
#include "fuzzcheck.h"

#include "model/domain/taxonomyloader.h"

#include <QSet>

using namespace Errata;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const TaxonomyLoadResult result = TaxonomyLoader::fromJson(bytes);
    if (!result.isValid()) {
        return 0;
    }
    QSet<QString> keys;
    for (const TaxonomyNode &node : result.taxonomy->nodes) {
        Fuzz::require(!keys.contains(node.key), "duplicate node key accepted");
        keys.insert(node.key);
    }
    for (const TaxonomyNode &node : result.taxonomy->nodes) {
        Fuzz::require(node.parentKey.isEmpty() || keys.contains(node.parentKey), "node with a missing parent");
    }
    return 0;
}
