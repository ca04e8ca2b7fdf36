// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/generators/scaletext.h"

#include <QStringList>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

// Words of the kind GPT-era news and story continuations are made of; nouns, verbs and function
// words mixed so that sentences read like (bad) prose rather than a word list.
const QStringList &englishWords()
{
    static const QStringList words =
        u"the a of and to in that it was for on with as his they at be this from "
        u"have or by one had not but what all were when we there can an your which their said if do will each "
        u"about how up out them then she many some so these would other into has more her two like him see "
        u"time could no make than first been its who now people my made over did down only way find use may "
        u"water long little very after words called just where most know government scientists researchers "
        u"study university city market company president minister team season players coach patients doctors "
        u"hospital vaccine climate energy ocean river mountain village farmers prices inflation economy "
        u"election voters policy museum history century ancient kingdom soldiers travellers island beach "
        u"festival recipe kitchen flavour software network computer engine battery rocket planet telescope "
        u"discovered announced reported explained suggested believed increased decreased launched collected "
        u"measured described protected carried remembered important recent difficult beautiful possible "
        u"significant average local national international early ancient modern quickly slowly suddenly "
        u"however although because therefore meanwhile instead finally"_s.split(u' ');
    return words;
}

// Frequent simplified characters, so a Chinese paragraph looks like one to a reader and a font.
const QString &chineseCharacters()
{
    static const QString characters =
        u"的一是在不了有和人这中大为上个国我以要他时来用们生到作地于出就分对成会可主发年"
        u"动同工也能下过子说产种面而方后多定行学法所民得经十三之进着等部度家电力里如水化高自二理起小物现实加量都"
        u"两体制机当使点从业本去把性好应开它合还因由其些然前外天政四日那社义事平形相全表间样与关各重新线内数正心"
        u"反你明看原又么利比或但质气第向道命此变条只没结解问意建月公无系军很情者最立代想已通并提直题党程展五果料"
        u"象员革位入常文总次品式活设及管特件长求老头基资边流路级少图山统接知较将组见计别她手角期根论运农指几九区"
        u"强放决西被干做必战先回则任取据处府研科学城市医院病人老师学生天气河流山村经济价格"_s;
    return characters;
}

const QList<QStringView> &chinesePunctuation()
{
    static const QList<QStringView> marks{u"，", u"，", u"。", u"；"};
    return marks;
}

} // namespace

ScaleText ScaleTextMaker::paragraph(Language language, int tokens)
{
    ScaleText out;
    out.words.reserve(tokens);
    while (out.words.size() < tokens) {
        const int left = int(tokens - out.words.size());
        if (language == Language::English) {
            englishSentence(out, std::min(left, bounded(6, 22)));
        } else {
            chineseSentence(out, std::min(left, bounded(8, 30)));
        }
    }
    return out;
}

void ScaleTextMaker::englishSentence(ScaleText &out, int words)
{
    const QStringList &vocabulary = englishWords();
    if (!out.text.isEmpty()) {
        out.text += u' ';
    }
    for (int i = 0; i < words; ++i) {
        QString word = vocabulary.at(bounded(0, int(vocabulary.size()) - 1));
        if (i == 0) {
            word[0] = word.at(0).toUpper();
        } else {
            out.text += u' ';
        }
        out.words.append({out.text.size(), out.text.size() + word.size()});
        out.text += word;
        if (i + 1 < words && bounded(0, 11) == 0) {
            out.text += u',';
        }
    }
    out.text += bounded(0, 9) == 0 ? u'?' : u'.';
}

void ScaleTextMaker::chineseSentence(ScaleText &out, int characters)
{
    const QString &pool = chineseCharacters();
    for (int i = 0; i < characters; ++i) {
        out.words.append({out.text.size(), out.text.size() + 1});
        out.text += pool.at(bounded(0, int(pool.size()) - 1));
        if (i + 1 < characters && bounded(0, 9) == 0) {
            out.text += u'，';
        }
    }
    const QList<QStringView> &marks = chinesePunctuation();
    out.text += marks.at(bounded(2, int(marks.size()) - 1));
}

QString ScaleTextMaker::prompt(Language language)
{
    return paragraph(language, language == Language::English ? bounded(10, 24) : bounded(12, 30)).text;
}

} // namespace Errata
