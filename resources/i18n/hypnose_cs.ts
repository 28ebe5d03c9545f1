<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs_CZ">
<context>
    <name></name>
    <message>
        <source>Basic</source>
        <translation>Základní</translation>
    </message>
    <message>
        <source>Experts</source>
        <translation>Experti</translation>
    </message>
    <message>
        <source>Market</source>
        <translation>Trh</translation>
    </message>
    <message>
        <source>Duel</source>
        <translation>Souboj</translation>
    </message>
    <message>
        <source>No duel yet this turn.</source>
        <translation>V tomto tahu zatím žádný souboj.</translation>
    </message>
    <message>
        <source>Duel: {attacker} against {defender}</source>
        <translation>Souboj: {attacker} proti {defender}</translation>
    </message>
    <message>
        <source>{player} attacks</source>
        <translation>{player} útočí</translation>
    </message>
    <message>
        <source>{player} defends</source>
        <translation>{player} se brání</translation>
    </message>
    <message>
        <source>{player} is choosing a defense.</source>
        <translation>{player} vybírá obranu.</translation>
    </message>
    <message>
        <source>{player} does not defend.</source>
        <translation>{player} se nebrání.</translation>
    </message>
    <message>
        <source>The cards are turned face up; then each side may play an Expert.</source>
        <translation>Karty se otočí lícem nahoru; pak každá strana smí zahrát jednoho Experta.</translation>
    </message>
    <message>
        <source>The Experts you look at</source>
        <translation>Experti, na které se díváš</translation>
    </message>
    <message>
        <source>The top of your draw pile</source>
        <translation>Vršek tvého dobíracího balíčku</translation>
    </message>
    <message>
        <source>The pile you search</source>
        <translation>Balíček, který prohledáváš</translation>
    </message>
    <message numerus="yes">
        <source>Hand: %n card(s)</source>
        <translation>
            <numerusform>Ruka: %n karta</numerusform>
            <numerusform>Ruka: %n karty</numerusform>
            <numerusform>Ruka: %n karet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw pile: %n</source>
        <translation>
            <numerusform>Dobírací: %n</numerusform>
            <numerusform>Dobírací: %n</numerusform>
            <numerusform>Dobírací: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard pile: %n</source>
        <translation>
            <numerusform>Odhozené: %n</numerusform>
            <numerusform>Odhozené: %n</numerusform>
            <numerusform>Odhozené: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Bank: {amount}</source>
        <translation>Sleva: {amount}</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Terč</translation>
    </message>
    <message>
        <source>Defense +{bonus}</source>
        <translation>Obrana +{bonus}</translation>
    </message>
    <message>
        <source>Hypnotized: out of the game</source>
        <translation>Pod hypnózou: mimo hru</translation>
    </message>
    <message>
        <source>Away: not connected</source>
        <translation>Pryč: nepřipojen</translation>
    </message>
    <message>
        <source>Bot: {level}</source>
        <translation>Bot: {level}</translation>
    </message>
    <message>
        <source>Resistance</source>
        <translation>Odolnost</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Dobírací</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Odhozené</translation>
    </message>
    <message>
        <source>Mental Resistance (primes are landings)</source>
        <translation>Duševní odolnost (prvočísla jsou zastávky)</translation>
    </message>
    <message>
        <source>Your hand: click cards to select them; hover to enlarge.</source>
        <translation>Tvoje ruka: kliknutím karty vybereš; najetím myší je zvětšíš.</translation>
    </message>
    <message numerus="yes">
        <source>Your hand: %n card(s).</source>
        <translation>
            <numerusform>Tvoje ruka: %n karta.</numerusform>
            <numerusform>Tvoje ruka: %n karty.</numerusform>
            <numerusform>Tvoje ruka: %n karet.</numerusform>
        </translation>
    </message>
    <message>
        <source>Value 1</source>
        <translation>Hodnota 1</translation>
    </message>
    <message>
        <source>Value 2</source>
        <translation>Hodnota 2</translation>
    </message>
    <message>
        <source>Value 3</source>
        <translation>Hodnota 3</translation>
    </message>
    <message>
        <source>Hypnosis Primer</source>
        <translation>Slabikář hypnózy</translation>
    </message>
    <message>
        <source>Metronome</source>
        <translation>Metronom</translation>
    </message>
    <message>
        <source>Crescendo</source>
        <translation>Crescendo</translation>
    </message>
    <message>
        <source>Deep Spiral</source>
        <translation>Hluboká spirála</translation>
    </message>
    <message>
        <source>Pocket Watch</source>
        <translation>Kapesní hodinky</translation>
    </message>
    <message>
        <source>Hypnotic Mirror</source>
        <translation>Hypnotické zrcadlo</translation>
    </message>
    <message>
        <source>Dream Journal</source>
        <translation>Deník snů</translation>
    </message>
    <message>
        <source>Second Wall</source>
        <translation>Druhá hradba</translation>
    </message>
    <message>
        <source>Anchor</source>
        <translation>Kotva</translation>
    </message>
    <message>
        <source>Trance Basics</source>
        <translation>Základy transu</translation>
    </message>
    <message>
        <source>The Calm Voice</source>
        <translation>Klidný hlas</translation>
    </message>
    <message>
        <source>Suggestion Manual</source>
        <translation>Příručka sugesce</translation>
    </message>
    <message>
        <source>Anatomy of Sleep</source>
        <translation>Anatomie spánku</translation>
    </message>
    <message>
        <source>Mesmer&apos;s Notes</source>
        <translation>Mesmerovy zápisky</translation>
    </message>
    <message>
        <source>Induction Techniques</source>
        <translation>Techniky indukce</translation>
    </message>
    <message>
        <source>The Unconscious Mind</source>
        <translation>Nevědomá mysl</translation>
    </message>
    <message>
        <source>Grimoire of Trance</source>
        <translation>Grimoár transu</translation>
    </message>
    <message>
        <source>Breathing Course</source>
        <translation>Kurz dýchání</translation>
    </message>
    <message>
        <source>Stage Hypnosis</source>
        <translation>Jevištní hypnóza</translation>
    </message>
    <message>
        <source>Mind Shield Workshop</source>
        <translation>Dílna duševního štítu</translation>
    </message>
    <message>
        <source>Clinical Hypnosis</source>
        <translation>Klinická hypnóza</translation>
    </message>
    <message>
        <source>Ericksonian Method</source>
        <translation>Ericksonovská metoda</translation>
    </message>
    <message>
        <source>Master Class</source>
        <translation>Mistrovská třída</translation>
    </message>
    <message>
        <source>The Neutralizer</source>
        <translation>Neutralizátor</translation>
    </message>
    <message>
        <source>The Scholar</source>
        <translation>Učenec</translation>
    </message>
    <message>
        <source>The Showman</source>
        <translation>Šoumen</translation>
    </message>
    <message>
        <source>The Skeptic</source>
        <translation>Skeptik</translation>
    </message>
    <message>
        <source>The Abyss Guide</source>
        <translation>Průvodce propastí</translation>
    </message>
    <message>
        <source>The Sleepwalker</source>
        <translation>Náměsíčník</translation>
    </message>
    <message>
        <source>The Collector</source>
        <translation>Sběratel</translation>
    </message>
    <message>
        <source>Composure</source>
        <translation>Vyrovnanost</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Hodnota</translation>
    </message>
    <message>
        <source>Book</source>
        <translation>Kniha</translation>
    </message>
    <message>
        <source>Course</source>
        <translation>Kurz</translation>
    </message>
    <message>
        <source>Boost</source>
        <translation>Posila</translation>
    </message>
    <message>
        <source>Defense</source>
        <translation>Obrana</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Intermediate action: look at the hand of one opponent.</source>
        <translation>Mezifáze: podívej se do ruky jednomu soupeři.</translation>
    </message>
    <message>
        <source>Intermediate action: draw two cards from your draw pile.</source>
        <translation>Mezifáze: dober si dvě karty ze svého dobíracího balíčku.</translation>
    </message>
    <message>
        <source>Intermediate action: an opponent of your choice discards two cards of its choice.</source>
        <translation>Mezifáze: soupeř, kterého zvolíš, odhodí dvě karty podle své volby.</translation>
    </message>
    <message>
        <source>Intermediate action: look at the top six cards of your draw pile and put them back in any order.</source>
        <translation>Mezifáze: prohlédni si šest vrchních karet svého dobíracího balíčku a vrať je v libovolném pořadí.</translation>
    </message>
    <message>
        <source>Duel: if you win, the opponent loses 2 Mental Resistance instead of 1.</source>
        <translation>Souboj: když vyhraješ, soupeř ztratí 2 body duševní odolnosti místo 1.</translation>
    </message>
    <message>
        <source>Duel: when you defend with it, you may play one more Defense card (not cumulative).</source>
        <translation>Souboj: když se s ní bráníš, smíš zahrát ještě jednu kartu Obrany (nesčítá se).</translation>
    </message>
    <message>
        <source>Duel: if you defend with it and lose, you lose at most 1 Mental Resistance.</source>
        <translation>Souboj: když se s ní bráníš a prohraješ, ztratíš nejvýš 1 bod duševní odolnosti.</translation>
    </message>
    <message>
        <source>Duel: the opponent&apos;s current total becomes 0.</source>
        <translation>Souboj: soupeřův dosavadní součet klesne na 0.</translation>
    </message>
    <message>
        <source>Duel: your Books and Courses count twice.</source>
        <translation>Souboj: tvoje Knihy a Kurzy se počítají dvakrát.</translation>
    </message>
    <message>
        <source>Duel: +5 to your total.</source>
        <translation>Souboj: +5 k tvému součtu.</translation>
    </message>
    <message>
        <source>Duel: the opponent&apos;s Expert has no effect.</source>
        <translation>Souboj: soupeřův Expert nemá žádný účinek.</translation>
    </message>
    <message>
        <source>Duel: if the opponent loses, it loses 1 more Mental Resistance.</source>
        <translation>Souboj: když soupeř prohraje, ztratí o 1 bod duševní odolnosti víc.</translation>
    </message>
    <message>
        <source>Duel: if you lose, you lose no Mental Resistance.</source>
        <translation>Souboj: když prohraješ, neztratíš žádnou duševní odolnost.</translation>
    </message>
    <message>
        <source>Duel: if you win, put the opponent&apos;s best Book or Course of this duel on your discard pile.</source>
        <translation>Souboj: když vyhraješ, polož soupeřovu nejlepší Knihu nebo Kurz z tohoto souboje na svůj odhazovací balíček.</translation>
    </message>
    <message>
        <source>Duel: +3 to your total; if you lose, you lose at most 1 Mental Resistance.</source>
        <translation>Souboj: +3 k tvému součtu; když prohraješ, ztratíš nejvýš 1 bod duševní odolnosti.</translation>
    </message>
    <message>
        <source>Look at a hand</source>
        <translation>Pohled do ruky</translation>
    </message>
    <message>
        <source>Draw two</source>
        <translation>Dober dvě</translation>
    </message>
    <message>
        <source>Opponent discards two</source>
        <translation>Soupeř odhodí dvě</translation>
    </message>
    <message>
        <source>Reorder your top six</source>
        <translation>Přeskládej vrchních šest</translation>
    </message>
    <message>
        <source>Win: loss of 2</source>
        <translation>Výhra: ztráta 2</translation>
    </message>
    <message>
        <source>+1 Defense card</source>
        <translation>+1 karta Obrany</translation>
    </message>
    <message>
        <source>Lose at most 1</source>
        <translation>Ztráta nejvýš 1</translation>
    </message>
    <message>
        <source>Opponent&apos;s total: 0</source>
        <translation>Součet soupeře: 0</translation>
    </message>
    <message>
        <source>Books count twice</source>
        <translation>Knihy dvakrát</translation>
    </message>
    <message>
        <source>+5 to your total</source>
        <translation>+5 k součtu</translation>
    </message>
    <message>
        <source>Cancels an Expert</source>
        <translation>Zruší Experta</translation>
    </message>
    <message>
        <source>Loser loses 1 more</source>
        <translation>Poražený ztratí o 1 víc</translation>
    </message>
    <message>
        <source>You lose nothing</source>
        <translation>Neztratíš nic</translation>
    </message>
    <message>
        <source>Win: take a Book</source>
        <translation>Výhra: vezmi Knihu</translation>
    </message>
    <message>
        <source>+3, lose at most 1</source>
        <translation>+3, ztráta nejvýš 1</translation>
    </message>
    <message>
        <source>Value {v}. Pay {v} when buying, or remove it from the game for a discount of {v}.</source>
        <translation>Hodnota {v}. Při nákupu platí {v}, nebo ji vyřaď ze hry za slevu {v}.</translation>
    </message>
    <message>
        <source>Starter Book. Attack {a}, Defense {d}. Resale {r}.</source>
        <translation>Počáteční Kniha. Útok {a}, Obrana {d}. Zpětný prodej {r}.</translation>
    </message>
    <message>
        <source>Book. Attack {a}, Defense {d}. Resale {r}.</source>
        <translation>Kniha. Útok {a}, Obrana {d}. Zpětný prodej {r}.</translation>
    </message>
    <message>
        <source>Course. Attack {a}, Defense {d}. No resale.</source>
        <translation>Kurz. Útok {a}, Obrana {d}. Bez zpětného prodeje.</translation>
    </message>
    <message>
        <source>Boost card, +{v} attack.</source>
        <translation>Karta Posily, +{v} k útoku.</translation>
    </message>
    <message>
        <source>Defense card, +{v} defense.</source>
        <translation>Karta Obrany, +{v} k obraně.</translation>
    </message>
    <message>
        <source>Expert.</source>
        <translation>Expert.</translation>
    </message>
    <message>
        <source>Removed from the game after use.</source>
        <translation>Po použití se vyřadí ze hry.</translation>
    </message>
    <message>
        <source>Price {p}.</source>
        <translation>Cena {p}.</translation>
    </message>
    <message>
        <source>Buying phase: buy more, bank Values, or end the buying phase.</source>
        <translation>Nákupní fáze: nakupuj dál, odlož Hodnoty jako slevu, nebo nákupní fázi ukonči.</translation>
    </message>
    <message>
        <source>Buying phase: buy a card, bank Values, or refresh your hand. At least one card must leave your hand.</source>
        <translation>Nákupní fáze: kup kartu, odlož Hodnoty jako slevu, nebo obnov ruku. Aspoň jedna karta musí opustit tvou ruku.</translation>
    </message>
    <message numerus="yes">
        <source>Intermediate phase %n: you may play one card for its action, or go on.</source>
        <translation>
            <numerusform>Mezifáze %n: smíš zahrát jednu kartu kvůli její akci, nebo pokračovat.</numerusform>
            <numerusform>Mezifáze %n: smíš zahrát jednu kartu kvůli její akci, nebo pokračovat.</numerusform>
            <numerusform>Mezifáze %n: smíš zahrát jednu kartu kvůli její akci, nebo pokračovat.</numerusform>
        </translation>
    </message>
    <message>
        <source>Duel: you may challenge an opponent with Books or Courses (and at most one Boost), or go on without a duel.</source>
        <translation>Souboj: smíš vyzvat soupeře Knihami nebo Kurzy (a nejvýš jednou Posilou), nebo pokračovat bez souboje.</translation>
    </message>
    <message numerus="yes">
        <source>{attacker} attacks you with %n face-down card(s). Defend with Books or Courses (and at most one Defense card), or do not defend and lose by default.</source>
        <translation>
            <numerusform>{attacker} na tebe útočí %n kartou lícem dolů. Braň se Knihami nebo Kurzy (a nejvýš jednou kartou Obrany), nebo se nebraň a prohraj bez boje.</numerusform>
            <numerusform>{attacker} na tebe útočí %n kartami lícem dolů. Braň se Knihami nebo Kurzy (a nejvýš jednou kartou Obrany), nebo se nebraň a prohraj bez boje.</numerusform>
            <numerusform>{attacker} na tebe útočí %n kartami lícem dolů. Braň se Knihami nebo Kurzy (a nejvýš jednou kartou Obrany), nebo se nebraň a prohraj bez boje.</numerusform>
        </translation>
    </message>
    <message>
        <source>Duel: the cards are face up. You may play one Expert.</source>
        <translation>Souboj: karty jsou lícem nahoru. Smíš zahrát jednoho Experta.</translation>
    </message>
    <message>
        <source>Keep one of these Experts; the other goes under the Expert stack.</source>
        <translation>Nech si jednoho z těchto Expertů; druhý jde pod balíček Expertů.</translation>
    </message>
    <message>
        <source>Hypnotic Mirror: discard two cards of your choice.</source>
        <translation>Hypnotické zrcadlo: odhoď dvě karty podle své volby.</translation>
    </message>
    <message>
        <source>Dream Journal: click the cards in the order you will draw them (the first one clicked goes on top).</source>
        <translation>Deník snů: klikej na karty v pořadí, v jakém si je budeš dobírat (první zvolená půjde navrch).</translation>
    </message>
    <message numerus="yes">
        <source>Take %n card(s) from your draw pile.</source>
        <translation>
            <numerusform>Vezmi si %n kartu ze svého dobíracího balíčku.</numerusform>
            <numerusform>Vezmi si %n karty ze svého dobíracího balíčku.</numerusform>
            <numerusform>Vezmi si %n karet ze svého dobíracího balíčku.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Take %n card(s) from your discard pile.</source>
        <translation>
            <numerusform>Vezmi si %n kartu ze svého odhazovacího balíčku.</numerusform>
            <numerusform>Vezmi si %n karty ze svého odhazovacího balíčku.</numerusform>
            <numerusform>Vezmi si %n karet ze svého odhazovacího balíčku.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You landed on a prime: you may refill your hand to six, the last %n card(s) searched for in a pile you name (R17).</source>
        <translation>
            <numerusform>Tvoje odolnost se zastavila na prvočísle: smíš si doplnit ruku na šest; poslední kartu vyhledáš v balíčku, který zvolíš (R17).</numerusform>
            <numerusform>Tvoje odolnost se zastavila na prvočísle: smíš si doplnit ruku na šest; poslední %n karty vyhledáš v balíčku, který zvolíš (R17).</numerusform>
            <numerusform>Tvoje odolnost se zastavila na prvočísle: smíš si doplnit ruku na šest; posledních %n karet vyhledáš v balíčku, který zvolíš (R17).</numerusform>
        </translation>
    </message>
    <message>
        <source>Name the pile to search: your draw pile (only you see it, then it is shuffled) or your discard pile (face up).</source>
        <translation>Zvol balíček k prohledání: dobírací (vidíš ho jen ty, pak se zamíchá), nebo odhazovací (lícem nahoru).</translation>
    </message>
    <message>
        <source>Selected: worth {paid}. Bank: {bank}.</source>
        <translation>Vybráno: hodnota {paid}. Sleva: {bank}.</translation>
    </message>
    <message>
        <source>Price {price}, bank {bank}: you owe {owed}. Selected: {paid}.</source>
        <translation>Cena {price}, sleva {bank}: dlužíš {owed}. Vybráno: {paid}.</translation>
    </message>
    <message>
        <source>Still owed: {left}.</source>
        <translation>Zbývá doplatit: {left}.</translation>
    </message>
    <message>
        <source>Overpaying by {over} is allowed: no set of your cards pays exactly {owed} (R8).</source>
        <translation>Přeplatek {over} je dovolen: žádná kombinace tvých karet nezaplatí přesně {owed} (R8).</translation>
    </message>
    <message>
        <source>Attack {attack}, defense {defense}.</source>
        <translation>Útok {attack}, obrana {defense}.</translation>
    </message>
    <message>
        <source>Selected: {cards}.</source>
        <translation>Vybráno: {cards}.</translation>
    </message>
    <message>
        <source>Click a card in the market, or a stack, to buy it.</source>
        <translation>Kup kartu: klikni na ni na trhu, nebo na balíček.</translation>
    </message>
    <message>
        <source>You cannot pay for this: your Values and Books in hand are not enough.</source>
        <translation>Na tohle nemáš: Hodnoty a Knihy v ruce nestačí.</translation>
    </message>
    <message>
        <source>Only Value cards and Books pay (Books at their resale value).</source>
        <translation>Platit lze jen kartami Hodnoty a Knihami (Knihami za zpětnou cenu).</translation>
    </message>
    <message>
        <source>Select cards worth {owed}: selected {paid}.</source>
        <translation>Vyber karty v hodnotě {owed}: vybráno {paid}.</translation>
    </message>
    <message>
        <source>Pay exactly {owed}: paying more is allowed only when no exact payment exists (R8).</source>
        <translation>Zaplať přesně {owed}: přeplatit smíš, jen když přesně zaplatit nejde (R8).</translation>
    </message>
    <message>
        <source>Blind purchase ({price})</source>
        <translation>Nákup naslepo ({price})</translation>
    </message>
    <message>
        <source>Buy an Expert ({price})</source>
        <translation>Koupit Experta ({price})</translation>
    </message>
    <message>
        <source>Buy {card} ({price})</source>
        <translation>Koupit: {card} ({price})</translation>
    </message>
    <message>
        <source>Buy</source>
        <translation>Koupit</translation>
    </message>
    <message>
        <source>Bank {amount}</source>
        <translation>Sleva {amount}</translation>
    </message>
    <message>
        <source>Bank</source>
        <translation>Sleva</translation>
    </message>
    <message>
        <source>Select one or two Value cards to remove them for a discount (R7.2).</source>
        <translation>Vyber jednu nebo dvě karty Hodnoty a vyřaď je za slevu (R7.2).</translation>
    </message>
    <message>
        <source>Discard the selected cards and draw up to six; your turn ends (R7.1).</source>
        <translation>Odhoď vybrané karty a doplň si ruku na šest; tvůj tah končí (R7.1).</translation>
    </message>
    <message>
        <source>Select the cards to discard: refreshing ends your turn (R7.1).</source>
        <translation>Vyber karty k odhození: obnovou ruky tvůj tah končí (R7.1).</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Obnova</translation>
    </message>
    <message>
        <source>At least one card must leave your hand before you end the buying phase (R7).</source>
        <translation>Než ukončíš nákupní fázi, musí tvou ruku opustit aspoň jedna karta (R7).</translation>
    </message>
    <message>
        <source>End buying phase</source>
        <translation>Ukončit nákupní fázi</translation>
    </message>
    <message>
        <source>Play {card} on {player}</source>
        <translation>Zahrát: {card} na hráče {player}</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>Zahrát: {card}</translation>
    </message>
    <message>
        <source>{card} has no intermediate action.</source>
        <translation>Karta {card} nemá akci pro mezifázi.</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Zahrát</translation>
    </message>
    <message>
        <source>Select one card with an action: {cards}.</source>
        <translation>Vyber jednu kartu s akcí: {cards}.</translation>
    </message>
    <message>
        <source>Go on to the duel</source>
        <translation>Pokračovat k souboji</translation>
    </message>
    <message>
        <source>Go on</source>
        <translation>Pokračovat</translation>
    </message>
    <message>
        <source>Select one or more Books or Courses, and at most one Boost (R11).</source>
        <translation>Vyber jednu či více Knih nebo Kurzů a nejvýš jednu Posilu (R11).</translation>
    </message>
    <message>
        <source>Attack {player}</source>
        <translation>Zaútočit na hráče {player}</translation>
    </message>
    <message>
        <source>No duel</source>
        <translation>Bez souboje</translation>
    </message>
    <message>
        <source>Select one or more Books or Courses, and at most one Defense card (two with Second Wall) (R11).</source>
        <translation>Vyber jednu či více Knih nebo Kurzů a nejvýš jednu kartu Obrany (dvě s Druhou hradbou) (R11).</translation>
    </message>
    <message numerus="yes">
        <source>Defend with %n card(s)</source>
        <translation>
            <numerusform>Bránit se %n kartou</numerusform>
            <numerusform>Bránit se %n kartami</numerusform>
            <numerusform>Bránit se %n kartami</numerusform>
        </translation>
    </message>
    <message>
        <source>Defend</source>
        <translation>Bránit se</translation>
    </message>
    <message>
        <source>Do not defend</source>
        <translation>Nebránit se</translation>
    </message>
    <message>
        <source>Play an Expert</source>
        <translation>Zahrát Experta</translation>
    </message>
    <message>
        <source>Select an Expert from your hand.</source>
        <translation>Vyber Experta ze své ruky.</translation>
    </message>
    <message>
        <source>No Expert</source>
        <translation>Bez Experta</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Ponechat</translation>
    </message>
    <message>
        <source>Keep {card}</source>
        <translation>Ponechat: {card}</translation>
    </message>
    <message>
        <source>Click the Expert you keep.</source>
        <translation>Klikni na Experta, kterého si necháš.</translation>
    </message>
    <message>
        <source>Select exactly two cards.</source>
        <translation>Vyber přesně dvě karty.</translation>
    </message>
    <message>
        <source>Discard these two</source>
        <translation>Odhodit tyto dvě</translation>
    </message>
    <message>
        <source>Put them back in this order</source>
        <translation>Vrátit je v tomto pořadí</translation>
    </message>
    <message numerus="yes">
        <source>Select %n card(s).</source>
        <translation>
            <numerusform>Vyber %n kartu.</numerusform>
            <numerusform>Vyber %n karty.</numerusform>
            <numerusform>Vyber %n karet.</numerusform>
        </translation>
    </message>
    <message>
        <source>Take them</source>
        <translation>Vzít je</translation>
    </message>
    <message>
        <source>Refill my hand</source>
        <translation>Doplnit ruku</translation>
    </message>
    <message>
        <source>Keep my hand</source>
        <translation>Nechat ruku, jak je</translation>
    </message>
    <message>
        <source>Search my draw pile</source>
        <translation>Prohledat dobírací balíček</translation>
    </message>
    <message>
        <source>Search my discard pile</source>
        <translation>Prohledat odhazovací balíček</translation>
    </message>
    <message>
        <source>That pile is empty.</source>
        <translation>Ten balíček je prázdný.</translation>
    </message>
    <message>
        <source>Turn {turn}: {player} plays.</source>
        <translation>Tah {turn}: hraje {player}.</translation>
    </message>
    <message>
        <source>{player}: Mental Resistance {old} → {new}.</source>
        <translation>{player}: duševní odolnost {old} → {new}.</translation>
    </message>
    <message>
        <source>{player} is hypnotized and out of the game.</source>
        <translation>{player} podléhá hypnóze a ze hry odchází.</translation>
    </message>
    <message>
        <source>{player} is the Master hypnotist!</source>
        <translation>{player} získává titul Mistra hypnózy!</translation>
    </message>
    <message>
        <source>{player} goes on.</source>
        <translation>{player} pokračuje.</translation>
    </message>
    <message>
        <source>{player} refreshes: discards {cards} and draws up to six. The turn ends.</source>
        <translation>{player} obnovuje ruku: odhazuje {cards} a dobírá do šesti. Tah končí.</translation>
    </message>
    <message>
        <source>{player} banks {cards} as a discount.</source>
        <translation>{player} vyřazuje za slevu: {cards}.</translation>
    </message>
    <message>
        <source>{player} buys {card} for {price}, paying {payment}.</source>
        <translation>{player} kupuje: {card} za {price}, platí: {payment}.</translation>
    </message>
    <message>
        <source>{player} buys the top of the Basic stack unseen (6), paying {payment}.</source>
        <translation>{player} kupuje naslepo vrchní kartu základního balíčku (6), platí: {payment}.</translation>
    </message>
    <message>
        <source>{player} buys an Expert (8), paying {payment}.</source>
        <translation>{player} kupuje Experta (8), platí: {payment}.</translation>
    </message>
    <message>
        <source>{player} plays {card}.</source>
        <translation>{player} hraje: {card}.</translation>
    </message>
    <message>
        <source>{player} plays {card} on {opponent}.</source>
        <translation>{player} hraje: {card} na hráče {opponent}.</translation>
    </message>
    <message>
        <source>{player} attacks {opponent} with {cards}.</source>
        <translation>{player} útočí na hráče {opponent}: {cards}.</translation>
    </message>
    <message>
        <source>{player} defends with {cards}.</source>
        <translation>{player} se brání: {cards}.</translation>
    </message>
    <message>
        <source>{player} plays the Expert {card}.</source>
        <translation>{player} hraje Experta: {card}.</translation>
    </message>
    <message>
        <source>{player} keeps {card}.</source>
        <translation>{player} si nechává: {card}.</translation>
    </message>
    <message>
        <source>{player} discards {cards}.</source>
        <translation>{player} odhazuje: {cards}.</translation>
    </message>
    <message>
        <source>{player} puts back, top first: {cards}.</source>
        <translation>{player} vrací (odshora): {cards}.</translation>
    </message>
    <message>
        <source>{player} takes {cards}.</source>
        <translation>{player} si bere: {cards}.</translation>
    </message>
    <message>
        <source>{player} refills the hand.</source>
        <translation>{player} si doplňuje ruku.</translation>
    </message>
    <message>
        <source>{player} keeps the hand as it is.</source>
        <translation>{player} nechává ruku, jak je.</translation>
    </message>
    <message>
        <source>{player} searches the draw pile.</source>
        <translation>{player} prohledává dobírací balíček.</translation>
    </message>
    <message>
        <source>{player} searches the discard pile.</source>
        <translation>{player} prohledává odhazovací balíček.</translation>
    </message>
    <message>
        <source>{player} keeps one of the two Experts.</source>
        <translation>{player} si nechává jednoho ze dvou Expertů.</translation>
    </message>
    <message>
        <source>{player} reveals {cards}.</source>
        <translation>{player} odkrývá: {cards}.</translation>
    </message>
    <message>
        <source>You see {cards}.</source>
        <translation>Vidíš: {cards}.</translation>
    </message>
    <message>
        <source>{action}</source>
        <translation>{action}</translation>
    </message>
    <message>
        <source>{player} turns up {cards} on the draw pile and gives it to {winner} (R14).</source>
        <translation>{player} otáčí ze svého dobíracího balíčku {cards} a dává ji hráči {winner} (R14).</translation>
    </message>
    <message>
        <source>{player} takes the top Expert, unseen by the others (R14).</source>
        <translation>{player} bere vrchního Experta, ostatní ho nevidí (R14).</translation>
    </message>
    <message>
        <source>You draw {cards}.</source>
        <translation>Dobíráš: {cards}.</translation>
    </message>
    <message>
        <source>You see {player}&apos;s hand: {cards}.</source>
        <translation>Vidíš ruku hráče {player}: {cards}.</translation>
    </message>
    <message>
        <source>{attack}; {defense}. {result}</source>
        <translation>{attack}; {defense}. {result}</translation>
    </message>
    <message>
        <source>Defense Modifier {modifier}</source>
        <translation>modifikátor obrany {modifier}</translation>
    </message>
    <message>
        <source>{defender} declines to defend</source>
        <translation>{defender} se nebrání</translation>
    </message>
    <message>
        <source>{card} ({player}) has no effect</source>
        <translation>{card} ({player}) nemá účinek</translation>
    </message>
    <message>
        <source>A tie: nothing happens.</source>
        <translation>Remíza: nic se nestane.</translation>
    </message>
    <message>
        <source>{winner} wins by default; {loser} loses {loss} Mental Resistance.</source>
        <translation>{winner} vyhrává bez boje; {loser} ztrácí {loss} duševní odolnosti.</translation>
    </message>
    <message>
        <source>{winner} wins; {loser} loses {loss} Mental Resistance.</source>
        <translation>{winner} vyhrává; {loser} ztrácí {loss} duševní odolnosti.</translation>
    </message>
    <message>
        <source>{winner} wins; {loser} loses no Mental Resistance.</source>
        <translation>{winner} vyhrává; {loser} neztrácí žádnou duševní odolnost.</translation>
    </message>
    <message>
        <source>buying phase</source>
        <translation>nákupní fáze</translation>
    </message>
    <message>
        <source>intermediate phase {number}</source>
        <translation>mezifáze {number}</translation>
    </message>
    <message>
        <source>duel</source>
        <translation>souboj</translation>
    </message>
    <message>
        <source>refresh phase</source>
        <translation>fáze obnovy</translation>
    </message>
    <message>
        <source>Buy a card, bank Value cards for a discount, or end the buying phase (bank: {bank}).</source>
        <translation>Kup kartu, odlož Hodnoty jako slevu, nebo nákupní fázi ukonči (sleva: {bank}).</translation>
    </message>
    <message>
        <source>Buy a card, bank Value cards for a discount, or refresh your hand (this ends your turn). A card must leave your hand before the buying phase can end (R7).</source>
        <translation>Kup kartu, odlož Hodnoty jako slevu, nebo obnov ruku (tím tah končí). Než nákupní fáze skončí, musí aspoň jedna karta opustit tvou ruku (R7).</translation>
    </message>
    <message>
        <source>{player} played Hypnotic Mirror: discard two cards of your choice.</source>
        <translation>{player} zahrál Hypnotické zrcadlo: odhoď dvě karty podle svého výběru.</translation>
    </message>
    <message>
        <source>Duel: you may attack an opponent without a Target card, with Books or Courses and at most one Boost, face down (R11).</source>
        <translation>Souboj: můžeš zaútočit na soupeře bez karty Terče, Knihami nebo Kurzy a nejvýš jednou Posilou, lícem dolů (R11).</translation>
    </message>
    <message>
        <source>Duel: attack {attack} against defense {defense}. You may play one Expert (R11).</source>
        <translation>Souboj: útok {attack} proti obraně {defense}. Můžeš zahrát jednoho Experta (R11).</translation>
    </message>
    <message>
        <source>Intermediate phase {number}: you may play one card for its intermediate action (R10).</source>
        <translation>Mezifáze {number}: můžeš zahrát jednu kartu pro její akci v mezifázi (R10).</translation>
    </message>
    <message>
        <source>Expert purchase: keep one of the two Experts you looked at; the other goes under the Expert stack (R7.5).</source>
        <translation>Nákup Experta: nech si jednoho ze dvou Expertů, které sis prohlédl; druhý jde pod balíček Expertů (R7.5).</translation>
    </message>
    <message numerus="yes">
        <source>{player} challenges {opponent} with %n face-down card(s).</source>
        <translation>
            <numerusform>{player} vyzývá hráče {opponent} %n kartou lícem dolů.</numerusform>
            <numerusform>{player} vyzývá hráče {opponent} %n kartami lícem dolů.</numerusform>
            <numerusform>{player} vyzývá hráče {opponent} %n kartami lícem dolů.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} defends with %n face-down card(s).</source>
        <translation>
            <numerusform>{player} se brání %n kartou lícem dolů.</numerusform>
            <numerusform>{player} se brání %n kartami lícem dolů.</numerusform>
            <numerusform>{player} se brání %n kartami lícem dolů.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} puts the top %n card(s) back in a secret order.</source>
        <translation>
            <numerusform>{player} vrací vrchní kartu v tajném pořadí.</numerusform>
            <numerusform>{player} vrací %n vrchní karty v tajném pořadí.</numerusform>
            <numerusform>{player} vrací %n vrchních karet v tajném pořadí.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{attacker} attacks you with %n face-down card(s). Defend with Books or Courses and at most one Defense card (your Defense Modifier adds {modifier}), or decline and lose the duel (R11).</source>
        <translation>
            <numerusform>{attacker} na tebe útočí %n kartou lícem dolů. Braň se Knihami nebo Kurzy a nejvýš jednou kartou Obrany (tvůj modifikátor obrany přidává {modifier}), nebo se nebraň a souboj prohraj (R11).</numerusform>
            <numerusform>{attacker} na tebe útočí %n kartami lícem dolů. Braň se Knihami nebo Kurzy a nejvýš jednou kartou Obrany (tvůj modifikátor obrany přidává {modifier}), nebo se nebraň a souboj prohraj (R11).</numerusform>
            <numerusform>{attacker} na tebe útočí %n kartami lícem dolů. Braň se Knihami nebo Kurzy a nejvýš jednou kartou Obrany (tvůj modifikátor obrany přidává {modifier}), nebo se nebraň a souboj prohraj (R11).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Name the pile to search for %n card(s): your draw pile (only you see it, and it is shuffled afterwards) or your discard pile (R17).</source>
        <translation>
            <numerusform>Zvol balíček, ve kterém hledat %n kartu: dobírací (vidíš ho jen ty a pak se zamíchá), nebo odhazovací (R17).</numerusform>
            <numerusform>Zvol balíček, ve kterém hledat %n karty: dobírací (vidíš ho jen ty a pak se zamíchá), nebo odhazovací (R17).</numerusform>
            <numerusform>Zvol balíček, ve kterém hledat %n karet: dobírací (vidíš ho jen ty a pak se zamíchá), nebo odhazovací (R17).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You fell to {resistance}: refill your hand to six, the last %n card(s) searched for in one of your piles, or decline and keep your hand as it is (R17).</source>
        <translation>
            <numerusform>Klesl jsi na {resistance}: doplň si ruku na šest, posledních %n kartu vyhledej v jednom ze svých balíčků, nebo odmítni a nech si ruku, jak je (R17).</numerusform>
            <numerusform>Klesl jsi na {resistance}: doplň si ruku na šest, posledních %n karty vyhledej v jednom ze svých balíčků, nebo odmítni a nech si ruku, jak je (R17).</numerusform>
            <numerusform>Klesl jsi na {resistance}: doplň si ruku na šest, posledních %n karet vyhledej v jednom ze svých balíčků, nebo odmítni a nech si ruku, jak je (R17).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Dream Journal: put the top %n card(s) of your draw pile back in any order.</source>
        <translation>
            <numerusform>Snový deník: vrať %n kartu z vršku dobíracího balíčku v libovolném pořadí.</numerusform>
            <numerusform>Snový deník: vrať %n karty z vršku dobíracího balíčku v libovolném pořadí.</numerusform>
            <numerusform>Snový deník: vrať %n karet z vršku dobíracího balíčku v libovolném pořadí.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Take %n card(s) from your discard pile (R17).</source>
        <translation>
            <numerusform>Vezmi si %n kartu z odhazovacího balíčku (R17).</numerusform>
            <numerusform>Vezmi si %n karty z odhazovacího balíčku (R17).</numerusform>
            <numerusform>Vezmi si %n karet z odhazovacího balíčku (R17).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Take %n card(s) from your draw pile (R17).</source>
        <translation>
            <numerusform>Vezmi si %n kartu z dobíracího balíčku (R17).</numerusform>
            <numerusform>Vezmi si %n karty z dobíracího balíčku (R17).</numerusform>
            <numerusform>Vezmi si %n karet z dobíracího balíčku (R17).</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} ends the buying phase.</source>
        <translation>{player} končí nákupní fázi.</translation>
    </message>
    <message>
        <source>{player} plays no card.</source>
        <translation>{player} nehraje žádnou kartu.</translation>
    </message>
    <message>
        <source>{player} challenges nobody.</source>
        <translation>{player} nikoho nevyzývá.</translation>
    </message>
    <message>
        <source>{player} plays no Expert.</source>
        <translation>{player} nehraje žádného Experta.</translation>
    </message>
    <message>
        <source>Beginner (plays at random)</source>
        <translation>Začátečník (hraje náhodně)</translation>
    </message>
    <message>
        <source>Easy (makes mistakes)</source>
        <translation>Snadný (dělá chyby)</translation>
    </message>
    <message>
        <source>Normal (plays well)</source>
        <translation>Normální (hraje dobře)</translation>
    </message>
    <message>
        <source>Strategic</source>
        <translation>Stratég</translation>
    </message>
    <message>
        <source>Strong (looks ahead)</source>
        <translation>Silný (přemýšlí dopředu)</translation>
    </message>
    <message>
        <source>a face-down card</source>
        <translation>karta lícem dolů</translation>
    </message>
    <message numerus="yes">
        <source>%n face-down card(s)</source>
        <translation>
            <numerusform>%n karta lícem dolů</numerusform>
            <numerusform>%n karty lícem dolů</numerusform>
            <numerusform>%n karet lícem dolů</numerusform>
        </translation>
    </message>
    <message>
        <source>with the bank</source>
        <translation>slevou</translation>
    </message>
    <message>
        <source>Attack {total} = {parts}</source>
        <translation>Útok {total} = {parts}</translation>
    </message>
    <message>
        <source>Defense {total} = {parts}</source>
        <translation>Obrana {total} = {parts}</translation>
    </message>
    <message>
        <source>{card} ({player}): attack {attack}, defense {defense}</source>
        <translation>{card} ({player}): útok {attack}, obrana {defense}</translation>
    </message>
    <message>
        <source>The game ended without a result.</source>
        <translation>Hra skončila bez výsledku.</translation>
    </message>
    <message>
        <source>Play 1</source>
        <translation>Zahrát 1</translation>
    </message>
    <message>
        <source>Play 2</source>
        <translation>Zahrát 2</translation>
    </message>
    <message>
        <source>What you may do</source>
        <translation>Co můžeš udělat</translation>
    </message>
    <message>
        <source>{hint} (key {key})</source>
        <translation>{hint} (klávesa {key})</translation>
    </message>
    <message>
        <source>buying</source>
        <translation>nakupuje</translation>
    </message>
    <message>
        <source>choosing a card to play</source>
        <translation>vybírá kartu k zahrání</translation>
    </message>
    <message>
        <source>choosing whom to challenge</source>
        <translation>vybírá, koho vyzve</translation>
    </message>
    <message>
        <source>choosing a defense</source>
        <translation>vybírá obranu</translation>
    </message>
    <message>
        <source>choosing an Expert</source>
        <translation>vybírá Experta</translation>
    </message>
    <message>
        <source>choosing an Expert to keep</source>
        <translation>vybírá, kterého Experta si nechá</translation>
    </message>
    <message>
        <source>choosing two cards to discard</source>
        <translation>vybírá dvě karty k odhození</translation>
    </message>
    <message>
        <source>putting cards back in order</source>
        <translation>skládá karty do pořadí</translation>
    </message>
    <message>
        <source>searching a pile</source>
        <translation>prohledává balíček</translation>
    </message>
    <message>
        <source>deciding on a refill</source>
        <translation>rozhoduje o doplnění ruky</translation>
    </message>
    <message>
        <source>naming a pile to search</source>
        <translation>volí balíček k prohledání</translation>
    </message>
    <message>
        <source>thinking</source>
        <translation>přemýšlí</translation>
    </message>
    <message>
        <source>A face-down card</source>
        <translation>Karta lícem dolů</translation>
    </message>
    <message>
        <source>Only its owner knows it.</source>
        <translation>Zná ji jen její majitel.</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Tvoje ruka</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Hráči</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>Stůl</translation>
    </message>
    <message>
        <source>Shuffling the stacks and piles</source>
        <translation>Míchání balíčků a hromádek</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Hra skončila</translation>
    </message>
    <message>
        <source>See the result.</source>
        <translation>Podívej se na výsledek.</translation>
    </message>
    <message>
        <source>Nothing to decide here: {option}.</source>
        <translation>Tady není co rozhodovat: {option}.</translation>
    </message>
    <message>
        <source>go on</source>
        <translation>pokračovat</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Jsi na tahu</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Záznam</translation>
    </message>
    <message>
        <source>The table as it was at this step.</source>
        <translation>Stůl, jak vypadal v tomto kroku.</translation>
    </message>
    <message>
        <source>{player} is {doing}.</source>
        <translation>{player} {doing}.</translation>
    </message>
    <message>
        <source>The cards are being dealt.</source>
        <translation>Rozdávají se karty.</translation>
    </message>
    <message>
        <source>Please wait</source>
        <translation>Chvilku strpení</translation>
    </message>
    <message>
        <source>Turn {turn} · {player}</source>
        <translation>Tah {turn} · {player}</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Konec hry</translation>
    </message>
    <message>
        <source>Your decision</source>
        <translation>Rozhoduješ ty</translation>
    </message>
    <message>
        <source>Waiting for {player}: {doing}</source>
        <translation>Čeká se na hráče {player}: {doing}</translation>
    </message>
    <message>
        <source>{card} (selected)</source>
        <translation>{card} (vybráno)</translation>
    </message>
    <message numerus="yes">
        <source>Basic stack: %n card(s)</source>
        <translation>
            <numerusform>Základní balíček: %n karta</numerusform>
            <numerusform>Základní balíček: %n karty</numerusform>
            <numerusform>Základní balíček: %n karet</numerusform>
        </translation>
    </message>
    <message>
        <source>A blind purchase costs 6 (R7.4).</source>
        <translation>Nákup naslepo stojí 6 (R7.4).</translation>
    </message>
    <message numerus="yes">
        <source>Expert stack: %n card(s)</source>
        <translation>
            <numerusform>Balíček Expertů: %n karta</numerusform>
            <numerusform>Balíček Expertů: %n karty</numerusform>
            <numerusform>Balíček Expertů: %n karet</numerusform>
        </translation>
    </message>
    <message>
        <source>An Expert costs 8 (R7.5).</source>
        <translation>Expert stojí 8 (R7.5).</translation>
    </message>
    <message>
        <source>Resistance {r}; hand {h}; draw pile {d}; discard pile {x}.</source>
        <translation>Odolnost {r}; ruka {h}; dobírací balíček {d}; odhazovací balíček {x}.</translation>
    </message>
    <message>
        <source>Has a Target card.</source>
        <translation>Má kartu Terče.</translation>
    </message>
    <message>
        <source>Card gallery</source>
        <translation>Galerie karet</translation>
    </message>
    <message>
        <source>Hypnose</source>
        <translation>Hypnose</translation>
    </message>
    <message>
        <source>Starting Mental Resistance</source>
        <translation>Počáteční duševní odolnost</translation>
    </message>
    <message>
        <source>Turn-order compensation</source>
        <translation>Vyrovnání pořadí tahů</translation>
    </message>
    <message>
        <source>12 (standard)</source>
        <translation>12 (standardní)</translation>
    </message>
    <message>
        <source>7 (short game)</source>
        <translation>7 (krátká hra)</translation>
    </message>
    <message>
        <source>5 (quick game)</source>
        <translation>5 (rychlá hra)</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Žádné</translation>
    </message>
    <message>
        <source>Later players bank 1, 2, 3</source>
        <translation>Další hráči začínají se slevou 1, 2, 3</translation>
    </message>
    <message>
        <source>Later players bank 2, 4, 6</source>
        <translation>Další hráči začínají se slevou 2, 4, 6</translation>
    </message>
    <message>
        <source>Later players draw 7 in their first turn</source>
        <translation>Další hráči si v prvním tahu doberou do 7</translation>
    </message>
    <message>
        <source>No duel in the first turn</source>
        <translation>Žádný souboj v prvním tahu</translation>
    </message>
    <message>
        <source>No first duel, and banks 1, 2, 3</source>
        <translation>Bez prvního souboje a slevy 1, 2, 3</translation>
    </message>
    <message>
        <source>First player starts one lower</source>
        <translation>První hráč začíná o stupeň níž</translation>
    </message>
    <message>
        <source>Later players start one lower</source>
        <translation>Ostatní začínají o stupeň níž</translation>
    </message>
    <message>
        <source>Later players start 1, 2, 3 lower</source>
        <translation>Ostatní začínají o 1, 2, 3 níž</translation>
    </message>
    <message>
        <source>Last player starts one lower</source>
        <translation>Poslední hráč začíná o stupeň níž</translation>
    </message>
    <message>
        <source>Later players start one lower, bank 1, 2, 3</source>
        <translation>Ostatní o stupeň níž, sleva 1, 2, 3</translation>
    </message>
    <message>
        <source>Later players start one lower, the last banks 1</source>
        <translation>Ostatní o stupeň níž, poslední sleva 1</translation>
    </message>
    <message>
        <source>Later players start one lower, the 4th two lower</source>
        <translation>Ostatní o stupeň níž, čtvrtý o dva</translation>
    </message>
    <message>
        <source>Later players start one lower, no first duel</source>
        <translation>Ostatní o stupeň níž, bez prvního souboje</translation>
    </message>
    <message>
        <source>Later players start one lower and draw 7 first</source>
        <translation>Ostatní o stupeň níž a poprvé líznou 7</translation>
    </message>
    <message>
        <source>Later players start one lower and draw 8 first</source>
        <translation>Ostatní o stupeň níž a poprvé líznou 8</translation>
    </message>
    <message>
        <source>Later players one lower, draw 7 (last 8)</source>
        <translation>Ostatní níž, poprvé 7 karet (poslední 8)</translation>
    </message>
    <message>
        <source>Later players one lower, draw 7, 8, 8</source>
        <translation>Ostatní níž, poprvé 7, 8, 8 karet</translation>
    </message>
    <message>
        <source>Later players one lower, draw 7, 8 (at 4: 8, 8, 8)</source>
        <translation>Ostatní níž, poprvé 7, 8 karet (ve 4: 8, 8, 8)</translation>
    </message>
    <message>
        <source>Standard: later players one lower, draw 7, 8, 9</source>
        <translation>Standardní: ostatní níž, poprvé 7, 8, 9 karet</translation>
    </message>
    <message>
        <source>One lower, draw 7, 7, 8, 3rd and 4th bank 1</source>
        <translation>Níž, poprvé 7, 7, 8 karet, 3. a 4. sleva 1</translation>
    </message>
    <message>
        <source>One lower, draw 7, 8, 8, the 4th banks 1</source>
        <translation>Níž, poprvé 7, 8, 8 karet, 4. sleva 1</translation>
    </message>
    <message>
        <source>One lower, draw 7, 8, 8, the 4th banks 2</source>
        <translation>Níž, poprvé 7, 8, 8 karet, 4. sleva 2</translation>
    </message>
    <message>
        <source>Mental Resistance</source>
        <translation>Duševní odolnost</translation>
    </message>
    <message>
        <source>The top bar: whose turn it is and the turn&apos;s five steps: buy, play a card, duel, play a card, refresh. The current step is highlighted.</source>
        <translation>Horní lišta: kdo je na tahu a pět kroků tahu: nákup, zahrání karty, souboj, zahrání karty, obnova. Aktuální krok je zvýrazněn.</translation>
    </message>
    <message>
        <source>The market: five cards for sale with their price in the corner, the Basic stack (a blind purchase costs 6) and the Expert stack (8). Click a card to buy it: a payment is suggested from your hand.</source>
        <translation>Trh: pět karet na prodej s cenou v rohu, základní balíček (nákup naslepo stojí 6) a balíček Expertů (8). Kliknutím kartu koupíš: platba z tvé ruky se navrhne sama.</translation>
    </message>
    <message>
        <source>Your hand. Click a card to select it (it lifts); hover over it to see it large. Value cards pay, Books pay their resale, Books and Courses fight duels.</source>
        <translation>Tvoje ruka. Kliknutím kartu vybereš (povyskočí); najetím myší ji uvidíš zvětšenou. Karty Hodnoty platí, Knihy platí svou zpětnou cenou, Knihy a Kurzy bojují v soubojích.</translation>
    </message>
    <message>
        <source>What you may do now, in one line, and a button for each thing you may do. A greyed button tells why in its tooltip. Keys 1 to 6 press the buttons.</source>
        <translation>Co právě smíš udělat, v jednom řádku, a tlačítko pro každou možnost. Šedé tlačítko v bublině prozradí proč. Klávesy 1 až 6 tlačítka stisknou.</translation>
    </message>
    <message>
        <source>Your opponents: their Mental Resistance, hand and piles, the top of their discard pile, their Target card and Defense Modifier, and what they are doing.</source>
        <translation>Tví soupeři: jejich duševní odolnost, ruka a balíčky, vrchní karta odhazovacího balíčku, Terč a modifikátor obrany a co právě dělají.</translation>
    </message>
    <message>
        <source>The duel area: the cards of a duel lie face down, are turned up together, and the totals with their parts say who won.</source>
        <translation>Místo souboje: karty souboje leží lícem dolů, otočí se najednou a součty s rozpisem ukážou, kdo vyhrál.</translation>
    </message>
    <message>
        <source>The Mental Resistance track. The primes (11, 7, 5, 3, 2) are landings: a loss stops there and something happens. At 0 a player is hypnotized.</source>
        <translation>Stupnice duševní odolnosti. Prvočísla (11, 7, 5, 3, 2) jsou zastávky: ztráta se na nich zastaví a něco se stane. Na 0 hráč podléhá hypnóze.</translation>
    </message>
    <message>
        <source>You: your resistance, your bank, your draw pile and your discard pile.</source>
        <translation>Ty: tvoje odolnost, sleva, dobírací a odhazovací balíček.</translation>
    </message>
    <message>
        <source>The log: everything that happens, in words. Click a card&apos;s name to see the card.</source>
        <translation>Záznam: všechno, co se děje, slovy. Kliknutím na jméno karty ji uvidíš.</translation>
    </message>
    <message>
        <source>Chart: {score} per turn</source>
        <translation>Graf: {score} po tazích</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tah</translation>
    </message>
    <message>
        <source>{place}. {player}: {score}</source>
        <translation>{place}. {player}: {score}</translation>
    </message>
    <message>
        <source>Replay this game</source>
        <translation>Přehrát tuto hru</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Hrát znovu</translation>
    </message>
    <message>
        <source>Back to the start</source>
        <translation>Zpět na začátek</translation>
    </message>
    <message>
        <source>{player} wins.</source>
        <translation>{player} vítězí.</translation>
    </message>
    <message>
        <source>You are the Master hypnotist!</source>
        <translation>Získáváš titul Mistra hypnózy!</translation>
    </message>
    <message>
        <source>{player} is the Master hypnotist.</source>
        <translation>{player} získává titul Mistra hypnózy.</translation>
    </message>
    <message>
        <source>The game ended without a winner.</source>
        <translation>Hra skončila bez vítěze.</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Oranžová</translation>
    </message>
    <message>
        <source>Sky blue</source>
        <translation>Blankytná</translation>
    </message>
    <message>
        <source>Bluish green</source>
        <translation>Modrozelená</translation>
    </message>
    <message>
        <source>Reddish purple</source>
        <translation>Červenofialová</translation>
    </message>
    <message>
        <source>Vermillion</source>
        <translation>Rumělková</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Modrá</translation>
    </message>
    <message>
        <source>Your colour</source>
        <translation>Tvoje barva</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Pomalé</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Běžné</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rychlé</translation>
    </message>
    <message>
        <source>Off (reduce motion)</source>
        <translation>Vypnuté (omezit pohyb)</translation>
    </message>
    <message>
        <source>Slowly</source>
        <translation>Pomalu</translation>
    </message>
    <message>
        <source>At a normal pace</source>
        <translation>Běžným tempem</translation>
    </message>
    <message>
        <source>Quickly</source>
        <translation>Rychle</translation>
    </message>
    <message>
        <source>At once</source>
        <translation>Okamžitě</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Nastavení</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Tvoje jméno</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Jazyk</translation>
    </message>
    <message>
        <source>Data folder</source>
        <translation>Složka s daty</translation>
    </message>
    <message>
        <source>Animations</source>
        <translation>Animace</translation>
    </message>
    <message>
        <source>Bots play</source>
        <translation>Boti hrají</translation>
    </message>
    <message>
        <source>Sounds</source>
        <translation>Zvuky</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Jazyk systému</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Procházet…</translation>
    </message>
    <message>
        <source>Set by --data-dir or HYPNOSE_DATA_DIR for this run.</source>
        <translation>Pro toto spuštění určeno volbou --data-dir nebo HYPNOSE_DATA_DIR.</translation>
    </message>
    <message>
        <source>Your identity, saved games, replays and LAN games are kept here.</source>
        <translation>Zde se ukládá vaše identita, uložené hry, záznamy a hry v místní síti.</translation>
    </message>
    <message>
        <source>A short sound when it is your turn</source>
        <translation>Krátký zvuk, když jsi na tahu</translation>
    </message>
    <message>
        <source>Step {n} of {total}</source>
        <translation>Krok {n} z {total}</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zpět</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Další</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Hotovo</translation>
    </message>
    <message>
        <source>Close the guide</source>
        <translation>Zavřít průvodce</translation>
    </message>
    <message>
        <source>Help: {game}</source>
        <translation>Nápověda: {game}</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Pravidla</translation>
    </message>
    <message>
        <source>The rules are written in English for now; everything on the table speaks your language.</source>
        <translation>Pravidla jsou zatím jen v angličtině; vše ostatní na stole je v tvém jazyce.</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karty</translation>
    </message>
    <message>
        <source>First game</source>
        <translation>První hra</translation>
    </message>
    <message>
        <source>Show me on the table</source>
        <translation>Ukázat na stole</translation>
    </message>
    <message>
        <source>Start a game first: the guide points at its table.</source>
        <translation>Nejdřív začni hru: průvodce ukazuje na její stůl.</translation>
    </message>
    <message>
        <source>{setting}: {value}</source>
        <translation>{setting}: {value}</translation>
    </message>
    <message>
        <source>{game} · {opener} ({code}) · {taken}/{seats} players</source>
        <translation>{game} · {opener} ({code}) · hráčů {taken}/{seats}</translation>
    </message>
    <message>
        <source>On your network</source>
        <translation>Ve tvé síti</translation>
    </message>
    <message>
        <source>Tables on your network</source>
        <translation>Stoly ve tvé síti</translation>
    </message>
    <message>
        <source>Open a table</source>
        <translation>Otevřít stůl</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Přidat se</translation>
    </message>
    <message>
        <source>Join by address…</source>
        <translation>Přidat se podle adresy…</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>Dívat se</translation>
    </message>
    <message>
        <source>No table found yet. Check that this computer is on the same network as the table&apos;s opener (not a guest network that keeps devices apart), and that a firewall lets through UDP port 5353 (discovery) and the game&apos;s TCP port ({port} unless the opener shows another). Or join by address.</source>
        <translation>Zatím se nenašel žádný stůl. Zkontroluj, že je tento počítač ve stejné síti jako ten, kdo stůl otevřel (ne v síti pro hosty, která zařízení odděluje), a že firewall propouští UDP port 5353 (vyhledávání) a TCP port hry ({port}, pokud zakladatel stolu neukazuje jiný). Nebo se připoj adresou.</translation>
    </message>
    <message>
        <source>Tables opened on your network appear here by themselves.</source>
        <translation>Stoly otevřené ve tvé síti se tu objeví samy.</translation>
    </message>
    <message>
        <source>Connecting to your network…</source>
        <translation>Připojuji se k tvé síti…</translation>
    </message>
    <message>
        <source>Not connected to the network yet.</source>
        <translation>Zatím bez připojení k síti.</translation>
    </message>
    <message>
        <source>Choose a table in the list first.</source>
        <translation>Nejdřív vyber stůl v seznamu.</translation>
    </message>
    <message>
        <source>Open a table for others to join.</source>
        <translation>Otevři stůl, ke kterému se ostatní přidají.</translation>
    </message>
    <message>
        <source>Join a table by its address (host:port).</source>
        <translation>Přidej se ke stolu podle jeho adresy (počítač:port).</translation>
    </message>
    <message>
        <source>Join by address</source>
        <translation>Přidat se podle adresy</translation>
    </message>
    <message>
        <source>Address (host:port):</source>
        <translation>Adresa (počítač:port):</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Záznam hry</translation>
    </message>
    <message>
        <source>Everything that happens, newest last; card names are links.</source>
        <translation>Všechno, co se děje, nejnovější dole; jména karet jsou odkazy.</translation>
    </message>
    <message>
        <source>Replays</source>
        <translation>Záznamy</translation>
    </message>
    <message>
        <source>Choose a finished game to watch again.</source>
        <translation>Vyber dohranou hru a přehraj si ji.</translation>
    </message>
    <message>
        <source>No finished game yet.</source>
        <translation>Zatím žádná dohraná hra.</translation>
    </message>
    <message>
        <source>Finished games</source>
        <translation>Dohrané hry</translation>
    </message>
    <message>
        <source>{when}: {names}. Winner: {winner}.</source>
        <translation>{when}: {names}. Vítěz: {winner}.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Začátek</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Vpřed</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Konec</translation>
    </message>
    <message>
        <source>The deal (Home)</source>
        <translation>Rozdání (Home)</translation>
    </message>
    <message>
        <source>One step back (Left arrow)</source>
        <translation>O krok zpět (šipka vlevo)</translation>
    </message>
    <message>
        <source>One step forward (Right arrow)</source>
        <translation>O krok vpřed (šipka vpravo)</translation>
    </message>
    <message>
        <source>The end of the game (End)</source>
        <translation>Konec hry (End)</translation>
    </message>
    <message>
        <source>Close the replay</source>
        <translation>Zavřít záznam</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Krok</translation>
    </message>
    <message numerus="yes">
        <source>You play against %n bot(s): {names}.</source>
        <translation>
            <numerusform>Hraješ proti %n botovi: {names}.</numerusform>
            <numerusform>Hraješ proti %n botům: {names}.</numerusform>
            <numerusform>Hraješ proti %n botům: {names}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hypnotists duel for the title of Master hypnotist. 2 to 4 players.</source>
        <translation>Hypnotizéři soupeří v soubojích o titul Mistra hypnózy. Pro 2 až 4 hráče.</translation>
    </message>
    <message>
        <source>Help and rules</source>
        <translation>Nápověda a pravidla</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Ty</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Jméno</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Barva</translation>
    </message>
    <message>
        <source>Buy Books, Courses and tools from the market with your Value cards.</source>
        <translation>Za karty Hodnoty kupuj na trhu Knihy, Kurzy a pomůcky.</translation>
    </message>
    <message>
        <source>Play a card for its action, then challenge an opponent to a hypnotic duel.</source>
        <translation>Zahraj kartu kvůli její akci a pak vyzvi soupeře k hypnotickému souboji.</translation>
    </message>
    <message>
        <source>Both choose face down; the higher total wins. The loser sinks deeper into trance.</source>
        <translation>Oba volí lícem dolů; vyšší součet vyhrává. Poražený se noří hlouběji do transu.</translation>
    </message>
    <message>
        <source>The last player with Mental Resistance left is the Master hypnotist.</source>
        <translation>Poslední hráč, kterému zbude duševní odolnost, se stává Mistrem hypnózy.</translation>
    </message>
    <message>
        <source>How a game goes</source>
        <translation>Jak hra probíhá</translation>
    </message>
    <message>
        <source>Play offline against bots</source>
        <translation>Hrát offline proti botům</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Hra</translation>
    </message>
    <message>
        <source>Bots</source>
        <translation>Boti</translation>
    </message>
    <message>
        <source>Start a game</source>
        <translation>Začít hru</translation>
    </message>
    <message>
        <source>First game? Start with the guide</source>
        <translation>První hra? Začni s průvodcem</translation>
    </message>
    <message numerus="yes">
        <source>An unfinished game from {when}, %n player(s).</source>
        <translation>
            <numerusform>Nedohraná hra z {when}, %n hráč.</numerusform>
            <numerusform>Nedohraná hra z {when}, %n hráči.</numerusform>
            <numerusform>Nedohraná hra z {when}, %n hráčů.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You had made %n choice(s).</source>
        <translation>
            <numerusform>Zahraný %n tah.</numerusform>
            <numerusform>Zahrané %n tahy.</numerusform>
            <numerusform>Zahraných %n tahů.</numerusform>
        </translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Pokračovat</translation>
    </message>
    <message>
        <source>Discard it</source>
        <translation>Zahodit ji</translation>
    </message>
    <message>
        <source>{what}: {done} of {total}</source>
        <translation>{what}: {done} z {total}</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Nápověda</translation>
    </message>
    <message>
        <source>Rules, cards and the first-game guide (F1)</source>
        <translation>Pravidla, karty a průvodce první hrou (F1)</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Odejít</translation>
    </message>
    <message>
        <source>Watch from:</source>
        <translation>Sledovat z místa:</translation>
    </message>
    <message>
        <source>The player whose side of the table you see (a watcher sees no hidden card).</source>
        <translation>Hráč, z jehož strany stůl vidíš (divák nevidí žádnou skrytou kartu).</translation>
    </message>
    <message>
        <source>Back to the start screen; an offline game can be resumed there.</source>
        <translation>Zpět na úvodní obrazovku; offline hru tam lze dohrát.</translation>
    </message>
    <message>
        <source>This game is not known to this version.</source>
        <translation>Tato verze tuto hru nezná.</translation>
    </message>
    <message>
        <source>This game was saved with other rules or cards ({saved}); it cannot be resumed.</source>
        <translation>Tato hra byla uložena s jinými pravidly nebo kartami ({saved}); nelze v ní pokračovat.</translation>
    </message>
    <message>
        <source>The saved game could not be restored: {why}</source>
        <translation>Uloženou hru se nepodařilo obnovit: {why}</translation>
    </message>
    <message>
        <source>Drawn by this computer for an offline game: nobody else took part, so there are no proofs to verify.</source>
        <translation>Losováno tímto počítačem pro offline hru: nikdo další se neúčastnil, takže nejsou žádné důkazy k ověření.</translation>
    </message>
    <message>
        <source>Dealt by this computer for an offline game: nobody else took part, so there are no proofs to verify.</source>
        <translation>Rozdáno tímto počítačem pro offline hru: nikdo další se neúčastnil, takže nejsou žádné důkazy k ověření.</translation>
    </message>
    <message>
        <source>a decision</source>
        <translation>rozhodnutí</translation>
    </message>
    <message>
        <source>a sealed decision</source>
        <translation>zapečetěné rozhodnutí</translation>
    </message>
    <message>
        <source>the opening of a sealed decision</source>
        <translation>otevření zapečetěného rozhodnutí</translation>
    </message>
    <message>
        <source>a shuffle and its proof</source>
        <translation>zamíchání a jeho důkaz</translation>
    </message>
    <message>
        <source>a private reorder</source>
        <translation>soukromé přeskládání</translation>
    </message>
    <message>
        <source>decryption shares</source>
        <translation>podíly pro dešifrování</translation>
    </message>
    <message>
        <source>the opening of a duel selection</source>
        <translation>otevření výběru do souboje</translation>
    </message>
    <message>
        <source>a random commitment</source>
        <translation>náhodný závazek</translation>
    </message>
    <message>
        <source>a random reveal</source>
        <translation>náhodné odhalení</translation>
    </message>
    <message>
        <source>its key</source>
        <translation>jeho klíč</translation>
    </message>
    <message>
        <source>its secret</source>
        <translation>jeho tajemství</translation>
    </message>
    <message>
        <source>its audit secrets</source>
        <translation>jeho tajemství pro audit</translation>
    </message>
    <message>
        <source>its declaration</source>
        <translation>jeho prohlášení</translation>
    </message>
    <message>
        <source>its commitment for a moment of the scramble</source>
        <translation>svůj závazek pro okamžik kola</translation>
    </message>
    <message>
        <source>the opening of its moment of the scramble</source>
        <translation>odkrytí svého okamžiku kola</translation>
    </message>
    <message>
        <source>then every peer is asked for it</source>
        <translation>pak se o to požádají všichni účastníci</translation>
    </message>
    <message>
        <source>then it is declared unpaid</source>
        <translation>pak se to prohlásí za nedodané</translation>
    </message>
    <message>
        <source>then the table stops waiting</source>
        <translation>pak stůl přestane čekat</translation>
    </message>
    <message>
        <source>Waiting for {name}: {what} ({waited} s); {then} in {left} s.</source>
        <translation>Čeká se na {name}: {what} ({waited} s); {then} za {left} s.</translation>
    </message>
    <message>
        <source>then the table moves on</source>
        <translation>pak stůl pokračuje</translation>
    </message>
    <message>
        <source>{name}&apos;s computer is not connected.</source>
        <translation>Počítač hráče {name} není připojen.</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Hra:</translation>
    </message>
    <message>
        <source>Bots play the seats nobody takes</source>
        <translation>Neobsazená místa hrají boti</translation>
    </message>
    <message>
        <source>Bots:</source>
        <translation>Boti:</translation>
    </message>
    <message>
        <source>Others may watch</source>
        <translation>Ostatní se mohou dívat</translation>
    </message>
    <message>
        <source>Open the table</source>
        <translation>Otevřít stůl</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Zrušit</translation>
    </message>
    <message>
        <source>Seat {n}: empty</source>
        <translation>Místo {n}: volné</translation>
    </message>
    <message>
        <source>Seat {n}: {name}, a bot ({code})</source>
        <translation>Místo {n}: {name}, bot ({code})</translation>
    </message>
    <message>
        <source>Seat {n}: {name} ({code})</source>
        <translation>Místo {n}: {name} ({code})</translation>
    </message>
    <message>
        <source>you</source>
        <translation>ty</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>připraven</translation>
    </message>
    <message>
        <source>not ready</source>
        <translation>nepřipraven</translation>
    </message>
    <message>
        <source>Joining the table…</source>
        <translation>Připojuji se ke stolu…</translation>
    </message>
    <message>
        <source>{game} for {seats}, opened by {opener}</source>
        <translation>{game} pro {seats}, otevřel {opener}</translation>
    </message>
    <message>
        <source>Waiting for every seat to be taken and every player to be ready.</source>
        <translation>Čeká se, až budou všechna místa obsazená a všichni hráči připravení.</translation>
    </message>
    <message>
        <source>When you are ready, bots take the seats still empty.</source>
        <translation>Až budeš připraven, místa, která zůstala volná, obsadí boti.</translation>
    </message>
    <message>
        <source>Others join from their start screen, or by the address {address}.</source>
        <translation>Ostatní se připojí ze své úvodní obrazovky, nebo adresou {address}.</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Místa</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>U stolu</translation>
    </message>
    <message>
        <source>Not ready</source>
        <translation>Nejsem připraven</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Jsem připraven</translation>
    </message>
    <message>
        <source>The game starts when every player is ready.</source>
        <translation>Hra začne, až budou všichni hráči připravení.</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Zavřít stůl</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Odejít od stolu</translation>
    </message>
    <message>
        <source>A player joined the table.</source>
        <translation>Ke stolu se připojil hráč.</translation>
    </message>
    <message>
        <source>A player left the table.</source>
        <translation>Hráč odešel od stolu.</translation>
    </message>
    <message>
        <source>Refused: {why}</source>
        <translation>Odmítnuto: {why}</translation>
    </message>
    <message>
        <source>Removed from the table: {why}</source>
        <translation>Odstraněn od stolu: {why}</translation>
    </message>
    <message>
        <source>Every seat is taken and every player is ready: the game starts.</source>
        <translation>Všechna místa jsou obsazená a všichni připravení: hra začíná.</translation>
    </message>
    <message>
        <source>The start was called off: {why}</source>
        <translation>Začátek byl odvolán: {why}</translation>
    </message>
    <message>
        <source>The terms are agreed: the game begins.</source>
        <translation>Podmínky jsou dohodnuté: hra začíná.</translation>
    </message>
    <message>
        <source>The table closed: {why}</source>
        <translation>Stůl se zavřel: {why}</translation>
    </message>
    <message>
        <source>Careful: {why}</source>
        <translation>Pozor: {why}</translation>
    </message>
    <message>
        <source>A problem: {why}</source>
        <translation>Problém: {why}</translation>
    </message>
    <message>
        <source>The network could not start: {why}</source>
        <translation>Síť se nepodařilo spustit: {why}</translation>
    </message>
    <message>
        <source>The game of {name} could not be followed (it may be over): {why}</source>
        <translation>Hru hráče {name} nebylo možné sledovat (možná už skončila): {why}</translation>
    </message>
    <message>
        <source>Watched: every message and proof of the game was checked here ({count} proofs verified).</source>
        <translation>Sledováno: každá zpráva a každý důkaz hry byly zkontrolovány zde (ověřeno důkazů: {count}).</translation>
    </message>
    <message>
        <source>Cheating was proven: {words}</source>
        <translation>Podvod byl prokázán: {words}</translation>
    </message>
    <message>
        <source>Not fully audited: the secrets of {who} never arrived, so the hidden cards, the private reorders and the replay with every card known could not be checked. The result stands.</source>
        <translation>Audit není úplný: tajemství hráče {who} nikdy nedorazila, takže skryté karty, soukromá přeskládání ani přehrání se všemi kartami odkrytými nebylo možné ověřit. Výsledek platí.</translation>
    </message>
    <message>
        <source>Fair: every random draw was made jointly by the peers, and each peer&apos;s part matched what it had committed to before any was revealed ({draws} draws and {count} proofs verified).</source>
        <translation>Poctivá hra: každé náhodné losování proběhlo společně na všech počítačích a podíl každého odpovídal tomu, k čemu se zavázal dřív, než byl kterýkoli odhalen (ověřeno losování: {draws}, důkazů: {count}).</translation>
    </message>
    <message>
        <source>Fair: every shuffle, deal and opening of the other players was checked ({count} proofs verified).</source>
        <translation>Poctivá hra: každé zamíchání, rozdání a otevření ostatních hráčů bylo zkontrolováno (ověřeno důkazů: {count}).</translation>
    </message>
    <message>
        <source>red</source>
        <translation>červená</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>oranžová</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>žlutá</translation>
    </message>
    <message>
        <source>green</source>
        <translation>zelená</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>modrá</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>fialová</translation>
    </message>
    <message>
        <source>{player} leaves home from {start} with a {die}, to {end}.</source>
        <translation>{player} vychází z domova z {start} s hodem {die} na {end}.</translation>
    </message>
    <message>
        <source>{player} does not enter the centre; the remaining dice are lost (H13).</source>
        <translation>{player} nevstupuje do středu; zbylé kostky propadají (H13).</translation>
    </message>
    <message>
        <source>The dice show {dice}.</source>
        <translation>Na kostkách padlo {dice}.</translation>
    </message>
    <message>
        <source>The colours are drawn (H6): {colours}.</source>
        <translation>Losují se barvy (H6): {colours}.</translation>
    </message>
    <message>
        <source>Start roll (H7): {rolls}.</source>
        <translation>Hod o začátek (H7): {rolls}.</translation>
    </message>
    <message>
        <source>{player} plays {colour}.</source>
        <translation>{player} hraje za barvu: {colour}.</translation>
    </message>
    <message>
        <source>{player} rolls {dice} for the start.</source>
        <translation>{player} hází o začátek {dice}.</translation>
    </message>
    <message>
        <source>{seats} tie for the highest roll and roll again (H7).</source>
        <translation>{seats} mají shodně nejvyšší hod a házejí znovu (H7).</translation>
    </message>
    <message>
        <source>{player} has the highest roll and starts.</source>
        <translation>{player} má nejvyšší hod a začíná.</translation>
    </message>
    <message>
        <source>{player} timed out: the strategic bot plays this seat from now on, and it ranks last.</source>
        <translation>{player} nestihl(a) tah: od teď za toto místo hraje strategický bot a skončí poslední.</translation>
    </message>
    <message>
        <source>{player} (bot): {action}</source>
        <translation>{player} (bot): {action}</translation>
    </message>
    <message>
        <source>Turn {turn}: {player} ({colour}) rolls {dice}.</source>
        <translation>Tah {turn}: {player} ({colour}) hází {dice}.</translation>
    </message>
    <message>
        <source>Five pawns are in the centre: the game ends (H16). Scores: {scores}.</source>
        <translation>Ve středu je pět figurek: hra končí (H16). Body: {scores}.</translation>
    </message>
    <message>
        <source>No pawn is left on the board: the game ends (H16). Scores: {scores}.</source>
        <translation>Na desce nezůstala žádná figurka: hra končí (H16). Body: {scores}.</translation>
    </message>
    <message>
        <source>The safety cap of turns is reached: the game ends (H16). Scores: {scores}.</source>
        <translation>Dosažen pojistný limit tahů: hra končí (H16). Body: {scores}.</translation>
    </message>
    <message>
        <source>Places (H18): {places}.</source>
        <translation>Pořadí (H18): {places}.</translation>
    </message>
    <message numerus="yes">
        <source>{player} moves %n pawn(s) from {start} to {end} with a {die}.</source>
        <translation>
            <numerusform>{player} posouvá %n figurku z {start} na {end} o {die}.</numerusform>
            <numerusform>{player} posouvá %n figurky z {start} na {end} o {die}.</numerusform>
            <numerusform>{player} posouvá %n figurek z {start} na {end} o {die}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} crosses with %n pawn(s) from {start} to {end} with a {die} (H11).</source>
        <translation>
            <numerusform>{player} přechází s %n figurkou z {start} na {end} o {die} (H11).</numerusform>
            <numerusform>{player} přechází s %n figurkami z {start} na {end} o {die} (H11).</numerusform>
            <numerusform>{player} přechází s %n figurkami z {start} na {end} o {die} (H11).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} enters the centre with %n pawn(s) from gate {start} (H12).</source>
        <translation>
            <numerusform>{player} vstupuje do středu s %n figurkou z brány {start} (H12).</numerusform>
            <numerusform>{player} vstupuje do středu s %n figurkami z brány {start} (H12).</numerusform>
            <numerusform>{player} vstupuje do středu s %n figurkami z brány {start} (H12).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} reaches the centre: arrival {arrival}, %n point(s) (H17).</source>
        <translation>
            <numerusform>{player} dorazil(a) do středu: příchod {arrival}, %n bod (H17).</numerusform>
            <numerusform>{player} dorazil(a) do středu: příchod {arrival}, %n body (H17).</numerusform>
            <numerusform>{player} dorazil(a) do středu: příchod {arrival}, %n bodů (H17).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} loses %n pawn(s) to a capture (H15).</source>
        <translation>
            <numerusform>{player} přichází o %n figurku vyhozením (H15).</numerusform>
            <numerusform>{player} přichází o %n figurky vyhozením (H15).</numerusform>
            <numerusform>{player} přichází o %n figurek vyhozením (H15).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No legal move left: %n die(s) lost: {dice} (H13).</source>
        <translation>
            <numerusform>Žádný platný tah: propadá %n kostka: {dice} (H13).</numerusform>
            <numerusform>Žádný platný tah: propadají %n kostky: {dice} (H13).</numerusform>
            <numerusform>Žádný platný tah: propadá %n kostek: {dice} (H13).</numerusform>
        </translation>
    </message>
    <message>
        <source>the centre</source>
        <translation>střed</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} a {second}</translation>
    </message>
    <message>
        <source>Fair roll ({value} of {bound}): the hash of every peer&apos;s random bytes, each committed before any was revealed; every reveal matched its commitment.</source>
        <translation>Férový hod ({value} z {bound}): haš náhodných bajtů všech počítačů, každý zavázaný dřív, než byl kterýkoli odhalen; každé odhalení odpovídalo svému závazku.</translation>
    </message>
    <message>
        <source>Fair draw ({value} of {bound}): the hash of every peer&apos;s random bytes, each committed before any was revealed; every reveal matched its commitment.</source>
        <translation>Férové losování ({value} z {bound}): haš náhodných bajtů všech počítačů, každý zavázaný dřív, než byl kterýkoli odhalen; každé odhalení odpovídalo svému závazku.</translation>
    </message>
    <message>
        <source>Rolled by this computer ({value} of {bound}): offline, nothing to verify.</source>
        <translation>Hodil tento počítač ({value} z {bound}): hra bez sítě, není co ověřovat.</translation>
    </message>
    <message>
        <source>Drawn by this computer ({value} of {bound}): offline, nothing to verify.</source>
        <translation>Losoval tento počítač ({value} z {bound}): hra bez sítě, není co ověřovat.</translation>
    </message>
    <message>
        <source>home {home} · board {board} · centre {centre} · lost {lost}</source>
        <translation>doma {home} · deska {board} · střed {centre} · ztráty {lost}</translation>
    </message>
    <message>
        <source>score {score}</source>
        <translation>body {score}</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Body</translation>
    </message>
    <message>
        <source>Arrivals in the centre</source>
        <translation>Příchody do středu</translation>
    </message>
    <message>
        <source>Nobody yet.</source>
        <translation>Zatím nikdo.</translation>
    </message>
    <message numerus="yes">
        <source>{arrival}. {player}: %n point(s)</source>
        <translation>
            <numerusform>{arrival}. {player}: %n bod</numerusform>
            <numerusform>{arrival}. {player}: %n body</numerusform>
            <numerusform>{arrival}. {player}: %n bodů</numerusform>
        </translation>
    </message>
    <message>
        <source>Your pawns that can move</source>
        <translation>Tvé figurky, které mohou táhnout</translation>
    </message>
    <message>
        <source>Where they can go</source>
        <translation>Kam mohou jít</translation>
    </message>
    <message>
        <source>The board</source>
        <translation>Herní deska</translation>
    </message>
    <message>
        <source>Do not enter the centre (the remaining dice are lost)</source>
        <translation>Nevstoupit do středu (zbylé kostky propadnou)</translation>
    </message>
    <message>
        <source>{die}: enter the centre from {start}</source>
        <translation>{die}: vstoupit do středu z {start}</translation>
    </message>
    <message>
        <source>{die}: leave home to {end}</source>
        <translation>{die}: vyjít z domova na {end}</translation>
    </message>
    <message>
        <source>{die}: cross from {start} to {end}</source>
        <translation>{die}: přejít z {start} na {end}</translation>
    </message>
    <message>
        <source>{die}: {start} to {end}</source>
        <translation>{die}: z {start} na {end}</translation>
    </message>
    <message>
        <source>{move}, both pawns</source>
        <translation>{move}, obě figurky</translation>
    </message>
    <message>
        <source>{turn}. Dice to use: {dice}.</source>
        <translation>{turn}. Kostky k použití: {dice}.</translation>
    </message>
    <message>
        <source>Dice to use: {dice}.</source>
        <translation>Kostky k použití: {dice}.</translation>
    </message>
    <message>
        <source>Only one move is possible: {move}.</source>
        <translation>Je možný jen jeden tah: {move}.</translation>
    </message>
    <message>
        <source>Several moves lead there: choose one.</source>
        <translation>Vede tam víc tahů: vyber jeden.</translation>
    </message>
    <message>
        <source>Now click where it goes: a highlighted space (the tag says which die).</source>
        <translation>Teď klikni, kam jde: na zvýrazněné pole (štítek říká, kterou kostkou).</translation>
    </message>
    <message>
        <source>Click one of your ringed pawns, then where it goes.</source>
        <translation>Klikni na jednu ze svých figurek v kroužku a pak na to, kam jde.</translation>
    </message>
    <message>
        <source>Watching</source>
        <translation>Sledování</translation>
    </message>
    <message>
        <source>You follow this game without a seat.</source>
        <translation>Sleduješ tuto hru bez místa u stolu.</translation>
    </message>
    <message>
        <source>{player} is moving.</source>
        <translation>{player} táhne.</translation>
    </message>
    <message>
        <source>The dice are being rolled.</source>
        <translation>Hází se kostkami.</translation>
    </message>
    <message>
        <source>Drawing colours and the first player</source>
        <translation>Losování barev a prvního hráče</translation>
    </message>
    <message>
        <source>Waiting for {player}</source>
        <translation>Čeká se na: {player}</translation>
    </message>
    <message numerus="yes">
        <source>{space}: %n move(s)</source>
        <translation>
            <numerusform>{space}: %n tah</numerusform>
            <numerusform>{space}: %n tahy</numerusform>
            <numerusform>{space}: %n tahů</numerusform>
        </translation>
    </message>
    <message>
        <source>{unit} (picked)</source>
        <translation>{unit} (vybráno)</translation>
    </message>
    <message>
        <source>{space} with {dice}</source>
        <translation>{space} kostkou {dice}</translation>
    </message>
    <message>
        <source>Hypnosia</source>
        <translation>Hypnosia</translation>
    </message>
    <message>
        <source>A dice race to the centre of three circles. 2 to 6 players.</source>
        <translation>Závod s kostkami do středu tří kruhů. 2 až 6 hráčů.</translation>
    </message>
    <message>
        <source>Roll two dice; move your pawns counter-clockwise, one die per move.</source>
        <translation>Hoď dvěma kostkami; posouvej figurky proti směru hodinových ručiček, jednu kostku na tah.</translation>
    </message>
    <message>
        <source>Bridges lead to the next circle inward; a gate enters the centre with a 1.</source>
        <translation>Mosty vedou do dalšího kruhu směrem dovnitř; branou se do středu vstupuje s jedničkou.</translation>
    </message>
    <message>
        <source>Land on an opponent to capture it; two of your pawns together make a stack.</source>
        <translation>Doskoč na soupeře a vyhodíš ho; dvě tvé figurky na jednom poli tvoří věž.</translation>
    </message>
    <message>
        <source>Pawns in the centre score 5, 4, 3, 2, 1 in order of arrival.</source>
        <translation>Figurky ve středu získají 5, 4, 3, 2, 1 bodů podle pořadí příchodu.</translation>
    </message>
    <message>
        <source>No stacks over bridges (H19)</source>
        <translation>Žádné věže přes mosty (H19)</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ano</translation>
    </message>
    <message>
        <source>No (standard)</source>
        <translation>Ne (standardní)</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Body</translation>
    </message>
    <message>
        <source>You win the race!</source>
        <translation>Vyhráváš závod!</translation>
    </message>
    <message>
        <source>{player} wins the race.</source>
        <translation>{player} vyhrává závod.</translation>
    </message>
    <message>
        <source>{players} share first place.</source>
        <translation>{players} se dělí o první místo.</translation>
    </message>
    <message>
        <source>The Hypnosia board</source>
        <translation>Herní deska Hypnosie</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Deska</translation>
    </message>
    <message>
        <source>The top bar: the turn, whose roll it is, and whom the game waits for.</source>
        <translation>Horní lišta: tah, kdo hází a na koho hra čeká.</translation>
    </message>
    <message>
        <source>The board: three circles around the centre. Pawns move counter-clockwise. Half-coloured spaces are bridges (to the next circle inward) and gates (to the centre). Your home lane is in your colour, outside the outer circle.</source>
        <translation>Herní deska: tři kruhy kolem středu. Figurky se pohybují proti směru hodinových ručiček. Dvoubarevná pole jsou mosty (do dalšího kruhu směrem dovnitř) a brány (do středu). Tvůj domov má tvou barvu a leží vně vnějšího kruhu.</translation>
    </message>
    <message>
        <source>The dice of this turn. A used die turns grey. Each move uses one whole die.</source>
        <translation>Kostky tohoto tahu. Použitá kostka zešedne. Každý pohyb spotřebuje celou kostku.</translation>
    </message>
    <message>
        <source>Your pawns that can move wear a dashed ring. Click one, then a highlighted space: its tag says which die takes the pawn there.</source>
        <translation>Tvé figurky, které mohou táhnout, mají čárkovaný kroužek. Klikni na jednu a pak na zvýrazněné pole: štítek říká, kterou kostkou se tam figurka dostane.</translation>
    </message>
    <message>
        <source>What you may do now, and a button for each move of the picked pawn. Keys 1 to 6 press the buttons; Tab reaches the lists of pawns and spaces.</source>
        <translation>Co teď můžeš udělat, a tlačítko pro každý tah vybrané figurky. Klávesy 1 až 6 mačkají tlačítka; Tab přejde na seznamy figurek a polí.</translation>
    </message>
    <message>
        <source>Each player&apos;s shape, number, colour, score and pawns, and the order of arrival in the centre.</source>
        <translation>Tvar, číslo, barva, body a figurky každého hráče a pořadí příchodů do středu.</translation>
    </message>
    <message>
        <source>The log: every roll with how fair it was, every move, capture and arrival.</source>
        <translation>Záznam: každý hod a jak byl férový, každý tah, vyhození a příchod do středu.</translation>
    </message>
    <message>
        <source>brown</source>
        <translation>hnědá</translation>
    </message>
    <message>
        <source>{player} grabs {card}.</source>
        <translation>{player} sahá po {card}.</translation>
    </message>
    <message>
        <source>{player} puts {card} back.</source>
        <translation>{player} vrací {card}.</translation>
    </message>
    <message>
        <source>{player} calls Stop!</source>
        <translation>{player} volá Stůj!</translation>
    </message>
    <message>
        <source>{player} looks.</source>
        <translation>{player} se dívá.</translation>
    </message>
    <message>
        <source>{player} is done.</source>
        <translation>{player} končí.</translation>
    </message>
    <message>
        <source>{player} rolls the dice.</source>
        <translation>{player} hází kostkami.</translation>
    </message>
    <message>
        <source>{player} rolls {die} for the start (V7).</source>
        <translation>{player} hodí {die} na začátek (V7).</translation>
    </message>
    <message>
        <source>{seats} tie for the highest roll and roll again (V7).</source>
        <translation>{seats} mají stejný nejvyšší hod a házejí znovu (V7).</translation>
    </message>
    <message>
        <source>{player} timed out and is out of the game: their cards are scored and they rank last (V15).</source>
        <translation>{player} vypršel čas a je mimo hru: karty se mu počítají a končí poslední (V15).</translation>
    </message>
    <message>
        <source>Scramble {round}: the cards are laid out; {player} rolls.</source>
        <translation>Kolo {round}: karty jsou rozložené; hází {player}.</translation>
    </message>
    <message>
        <source>The dice: {dice}.</source>
        <translation>Kostky: {dice}.</translation>
    </message>
    <message>
        <source>{player} takes {card}.</source>
        <translation>{player} bere {card}.</translation>
    </message>
    <message>
        <source>{claimants} grab {card} at once: {player} gets it (V13).</source>
        <translation>{claimants} sáhnou po {card} naráz: dostává ji {player} (V13).</translation>
    </message>
    <message>
        <source>{player} grabs {card}, but it is gone.</source>
        <translation>{player} sahá po {card}, ale už tam není.</translation>
    </message>
    <message>
        <source>{player} puts {card} back (V18).</source>
        <translation>{player} vrací {card} (V18).</translation>
    </message>
    <message>
        <source>{seats}: Stop! (slot {slot})</source>
        <translation>{seats}: Stůj! (okamžik {slot})</translation>
    </message>
    <message>
        <source>Scramble {round} ends with the Stop (V14).</source>
        <translation>Kolo {round} končí zvoláním Stůj! (V14).</translation>
    </message>
    <message>
        <source>Scramble {round} ends: everyone is done (V15).</source>
        <translation>Kolo {round} končí: všichni mají hotovo (V15).</translation>
    </message>
    <message>
        <source>Scramble {round} ends at the time limit (V15).</source>
        <translation>Kolo {round} končí vypršením času (V15).</translation>
    </message>
    <message>
        <source>Scramble {round}, penalty points: {points}.</source>
        <translation>Kolo {round}, trestné body: {points}.</translation>
    </message>
    <message>
        <source>The fifth scramble is scored: the game ends. Totals: {totals}.</source>
        <translation>Páté kolo je sečteno: hra končí. Celkem: {totals}.</translation>
    </message>
    <message>
        <source>Places (V17): {places}.</source>
        <translation>Pořadí (V17): {places}.</translation>
    </message>
    <message>
        <source>{player} takes a card.</source>
        <translation>{player} bere kartu.</translation>
    </message>
    <message>
        <source>{claimants} grab one card at once: {player} gets it (V13).</source>
        <translation>{claimants} sáhnou po jedné kartě naráz: dostává ji {player} (V13).</translation>
    </message>
    <message>
        <source>{player} grabs a card, but it is gone.</source>
        <translation>{player} sahá po kartě, ale už tam není.</translation>
    </message>
    <message>
        <source>{player} puts a card back (V18).</source>
        <translation>{player} vrací kartu (V18).</translation>
    </message>
    <message>
        <source>Roll the dice (R)</source>
        <translation>Hodit kostkami (R)</translation>
    </message>
    <message>
        <source>Stop!</source>
        <translation>Stůj!</translation>
    </message>
    <message>
        <source>Call Stop: the scramble ends after this slot&apos;s grabs (key S)</source>
        <translation>Zvolej Stůj!: kolo skončí po braní v tomto okamžiku (klávesa S)</translation>
    </message>
    <message>
        <source>Done: I take no more cards</source>
        <translation>Hotovo: už nic neberu</translation>
    </message>
    <message>
        <source>Done (D)</source>
        <translation>Hotovo (D)</translation>
    </message>
    <message>
        <source>The scramble ends when every player is done (key D)</source>
        <translation>Kolo skončí, až mají všichni hotovo (klávesa D)</translation>
    </message>
    <message>
        <source>Keys: arrows move in the grid, Enter takes the ringed card, S Stop, D Done.</source>
        <translation>Klávesy: šipky se pohybují mřížkou, Enter vezme označenou kartu, S Stůj!, D Hotovo.</translation>
    </message>
    <message>
        <source>Click one of your cards, or press Backspace, to put it back.</source>
        <translation>Klikni na jednu ze svých karet nebo stiskni Backspace a vrátíš ji.</translation>
    </message>
    <message>
        <source>Die of {type}: {value}</source>
        <translation>Kostka {type}: {value}</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Kostky</translation>
    </message>
    <message>
        <source>Markers: {fives} of -5 and {ones} of -1 (V4)</source>
        <translation>Žetony: {fives}× -5 a {ones}× -1 (V4)</translation>
    </message>
    <message>
        <source>Players and their cards</source>
        <translation>Hráči a jejich karty</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Výsledek</translation>
    </message>
    <message>
        <source>Count / dice</source>
        <translation>Počet / kostky</translation>
    </message>
    <message>
        <source>Penalty points</source>
        <translation>Trestné body</translation>
    </message>
    <message>
        <source>out</source>
        <translation>mimo hru</translation>
    </message>
    <message>
        <source>done</source>
        <translation>hotovo</translation>
    </message>
    <message>
        <source>{rounds} = &lt;b&gt;{total}&lt;/b&gt;</source>
        <translation>{rounds} = &lt;b&gt;{total}&lt;/b&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) face down</source>
        <translation>
            <numerusform>%n karta lícem dolů</numerusform>
            <numerusform>%n karty lícem dolů</numerusform>
            <numerusform>%n karet lícem dolů</numerusform>
        </translation>
    </message>
    <message>
        <source>+3: Stop! without matching (V16)</source>
        <translation>+3: Stůj! bez shody (V16)</translation>
    </message>
    <message>
        <source>The cards on the table</source>
        <translation>Karty na stole</translation>
    </message>
    <message>
        <source>That card was already gone.</source>
        <translation>Ta karta už tam nebyla.</translation>
    </message>
    <message>
        <source>{card} was already gone.</source>
        <translation>{card} už tam nebyla.</translation>
    </message>
    <message>
        <source>a card</source>
        <translation>kartu</translation>
    </message>
    <message>
        <source>You got {card}.</source>
        <translation>Máš {card}.</translation>
    </message>
    <message>
        <source>You got {card}: {others} grabbed it too.</source>
        <translation>Máš {card}: {others} po ní sáhl(a) taky.</translation>
    </message>
    <message>
        <source>{player} got {card}: you grabbed it at the same time.</source>
        <translation>{card} dostává {player}: sáhl(a) jsi po ní ve stejnou chvíli.</translation>
    </message>
    <message>
        <source>{player} got {card}: {others} grabbed it too.</source>
        <translation>{card} dostává {player}: {others} po ní sáhl(a) taky.</translation>
    </message>
    <message>
        <source>Empty cell, row {row}, column {column}</source>
        <translation>Prázdné místo, řada {row}, sloupec {column}</translation>
    </message>
    <message>
        <source>{card}: {letters}, row {row}, column {column}</source>
        <translation>{card}: {letters}, řada {row}, sloupec {column}</translation>
    </message>
    <message>
        <source>Time left: {minutes}:{seconds:02d}</source>
        <translation>Zbývá: {minutes}:{seconds:02d}</translation>
    </message>
    <message>
        <source>Scramble {round} of {rounds}</source>
        <translation>Kolo {round} z {rounds}</translation>
    </message>
    <message>
        <source>You roll this scramble&apos;s dice: look at the cards, then roll. The scramble starts at once.</source>
        <translation>Házíš kostkami tohoto kola: prohlédni si karty a hoď. Kolo začne hned.</translation>
    </message>
    <message>
        <source>{player} rolls the dice. Look at the cards meanwhile.</source>
        <translation>{player} hází kostkami. Zatím si prohlédni karty.</translation>
    </message>
    <message>
        <source>The cards are being laid out.</source>
        <translation>Karty se rozkládají.</translation>
    </message>
    <message>
        <source>You are out of the game (V15).</source>
        <translation>Jsi mimo hru (V15).</translation>
    </message>
    <message>
        <source>Your grab is on its way…</source>
        <translation>Tvoje ruka sahá po kartě…</translation>
    </message>
    <message>
        <source>Stop waits until your grab has landed (V14).</source>
        <translation>Stůj! počká, až ti karta dojde (V14).</translation>
    </message>
    <message>
        <source>Stop! is on its way…</source>
        <translation>Stůj! je na cestě…</translation>
    </message>
    <message>
        <source>You are done. The scramble ends when everyone is done.</source>
        <translation>Máš hotovo. Kolo skončí, až budou mít hotovo všichni.</translation>
    </message>
    <message>
        <source>Grab cards until yours match the dice, then call Stop!</source>
        <translation>Ber karty, dokud neodpovídají kostkám, a pak zvolej Stůj!</translation>
    </message>
    <message>
        <source>Rolling for the first player</source>
        <translation>Hod o prvního hráče</translation>
    </message>
    <message>
        <source>Scramble {round} of {rounds} · slot {slot}</source>
        <translation>Kolo {round} z {rounds} · okamžik {slot}</translation>
    </message>
    <message>
        <source>The scramble is scored: see each player&apos;s cards and points.</source>
        <translation>Kolo je sečteno: podívej se na karty a body všech.</translation>
    </message>
    <message>
        <source>Grab!</source>
        <translation>Ber!</translation>
    </message>
    <message>
        <source>Hypno Vision</source>
        <translation>Hypno Vision</translation>
    </message>
    <message>
        <source>Grab cards until they match the dice: everyone at once. 2 to 6 players.</source>
        <translation>Ber karty, dokud neodpovídají kostkám: všichni naráz. 2 až 6 hráčů.</translation>
    </message>
    <message>
        <source>Four dice say how many characters of each kind to collect.</source>
        <translation>Čtyři kostky říkají, kolik postav každého druhu posbírat.</translation>
    </message>
    <message>
        <source>Everyone grabs cards from the table at the same time, one at a time.</source>
        <translation>Všichni berou karty ze stolu naráz, po jedné.</translation>
    </message>
    <message>
        <source>Call Stop! when your cards match the dice exactly; or press Done.</source>
        <translation>Zvolej Stůj!, když tvoje karty přesně odpovídají kostkám; nebo stiskni Hotovo.</translation>
    </message>
    <message>
        <source>Each character too many or too few is a penalty point; fewest after five wins.</source>
        <translation>Každá postava navíc nebo chybějící je trestný bod; po pěti kolech vyhrává ten s nejmenším počtem.</translation>
    </message>
    <message>
        <source>slow hands</source>
        <translation>pomalé ruce</translation>
    </message>
    <message>
        <source>fast hands</source>
        <translation>rychlé ruce</translation>
    </message>
    <message>
        <source>normal hands</source>
        <translation>běžné ruce</translation>
    </message>
    <message>
        <source>{bot}, {speed}</source>
        <translation>{bot}, {speed}</translation>
    </message>
    <message>
        <source>Young players may put cards back (V18)</source>
        <translation>Malí hráči smějí vracet karty (V18)</translation>
    </message>
    <message>
        <source>Memory: collected cards face down (V19)</source>
        <translation>Paměť: sebrané karty lícem dolů (V19)</translation>
    </message>
    <message>
        <source>Seat {seat} (you, offline)</source>
        <translation>Místo {seat} (ty, offline)</translation>
    </message>
    <message>
        <source>Seats {seats}</source>
        <translation>Místa {seats}</translation>
    </message>
    <message>
        <source>You win with the fewest penalty points!</source>
        <translation>Vyhráváš s nejmenším počtem trestných bodů!</translation>
    </message>
    <message>
        <source>{player} wins with the fewest penalty points.</source>
        <translation>{player} vyhrává s nejmenším počtem trestných bodů.</translation>
    </message>
    <message>
        <source>{players} share the victory.</source>
        <translation>{players} se dělí o vítězství.</translation>
    </message>
    <message>
        <source>The 52 cards</source>
        <translation>Všech 52 karet</translation>
    </message>
    <message>
        <source>The top bar: which of the five scrambles this is, and the moment (slot) it is at.</source>
        <translation>Horní lišta: kolikáté z pěti kol to je a v jakém je okamžiku.</translation>
    </message>
    <message>
        <source>The four dice: how many characters of each kind to collect. Each kind has its colour, shape and letter. On the right, the time left in the scramble.</source>
        <translation>Čtyři kostky: kolik postav každého druhu posbírat. Každý druh má svou barvu, tvar a písmeno. Vpravo čas, který v kole zbývá.</translation>
    </message>
    <message>
        <source>The 52 cards. Click a card to grab it, or move with the arrow keys and press Enter. Everyone grabs at once: a card two players grab goes to one of them by a fair draw, shown on the card for a moment.</source>
        <translation>52 karet. Klikni na kartu a vezmeš ji, nebo se posuň šipkami a stiskni Enter. Všichni berou naráz: kartu, po které sáhnou dva, dostane jeden z nich podle férového losu, a na chvíli se to ukáže na kartě.</translation>
    </message>
    <message>
        <source>Everyone&apos;s cards, with the count of each kind against its die (✓ exact, + too many), and the penalty points of every scramble with their markers.</source>
        <translation>Karty všech hráčů s počtem každého druhu proti jeho kostce (✓ přesně, + moc) a trestné body každého kola s jejich žetony.</translation>
    </message>
    <message>
        <source>Stop! (key S) ends the scramble for everybody: call it when your cards match the dice exactly, or it costs 3 more points. Done (key D) says you take no more; the scramble also ends when everybody is done.</source>
        <translation>Stůj! (klávesa S) ukončí kolo všem: zvolej ho, když tvoje karty přesně odpovídají kostkám, jinak tě stojí 3 body navíc. Hotovo (klávesa D) říká, že už nebereš; kolo skončí i tehdy, když mají hotovo všichni.</translation>
    </message>
    <message>
        <source>The log: the dice, who took which card, who got a card grabbed at once, the Stops and the points.</source>
        <translation>Záznam: kostky, kdo vzal kterou kartu, kdo dostal kartu, po které sáhlo víc hráčů naráz, zvolání Stůj! a body.</translation>
    </message>
</context>
</TS>
