<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name></name>
    <message>
        <source>Basic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Experts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Market</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No duel yet this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duel: {attacker} against {defender}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} attacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} defends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} is choosing a defense.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} does not defend.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cards are turned face up; then each side may play an Expert.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Experts you look at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The top of your draw pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pile you search</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Hand: %n card(s)</source>
        <translation>
            <numerusform>Hand: %n card</numerusform>
            <numerusform>Hand: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw pile: %n</source>
        <translation>
            <numerusform>Draw pile: %n</numerusform>
            <numerusform>Draw pile: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard pile: %n</source>
        <translation>
            <numerusform>Discard pile: %n</numerusform>
            <numerusform>Discard pile: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Bank: {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defense +{bonus}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hypnotized: out of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Away: not connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bot: {level}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resistance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mental Resistance (primes are landings)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your hand: click cards to select them; hover to enlarge.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Your hand: %n card(s).</source>
        <translation>
            <numerusform>Your hand: %n card.</numerusform>
            <numerusform>Your hand: %n cards.</numerusform>
        </translation>
    </message>
    <message>
        <source>Value 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hypnosis Primer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Metronome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crescendo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deep Spiral</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pocket Watch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hypnotic Mirror</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dream Journal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Second Wall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Anchor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trance Basics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Calm Voice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suggestion Manual</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Anatomy of Sleep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mesmer&apos;s Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Induction Techniques</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Unconscious Mind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grimoire of Trance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Breathing Course</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage Hypnosis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mind Shield Workshop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clinical Hypnosis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ericksonian Method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Master Class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Neutralizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Scholar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Showman</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Skeptic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Abyss Guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Sleepwalker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Collector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Composure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Course</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defense</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Intermediate action: look at the hand of one opponent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Intermediate action: draw two cards from your draw pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Intermediate action: an opponent of your choice discards two cards of its choice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Intermediate action: look at the top six cards of your draw pile and put them back in any order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duel: if you win, the opponent loses 2 Mental Resistance instead of 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duel: when you defend with it, you may play one more Defense card (not cumulative).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duel: if you defend with it and lose, you lose at most 1 Mental Resistance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duel: the opponent&apos;s current total becomes 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duel: your Books and Courses count twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duel: +5 to your total.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duel: the opponent&apos;s Expert has no effect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duel: if the opponent loses, it loses 1 more Mental Resistance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duel: if you lose, you lose no Mental Resistance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duel: if you win, put the opponent&apos;s best Book or Course of this duel on your discard pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duel: +3 to your total; if you lose, you lose at most 1 Mental Resistance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look at a hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw two</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponent discards two</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reorder your top six</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Win: loss of 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+1 Defense card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lose at most 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponent&apos;s total: 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Books count twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+5 to your total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancels an Expert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loser loses 1 more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You lose nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Win: take a Book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+3, lose at most 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value {v}. Pay {v} when buying, or remove it from the game for a discount of {v}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starter Book. Attack {a}, Defense {d}. Resale {r}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Book. Attack {a}, Defense {d}. Resale {r}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Course. Attack {a}, Defense {d}. No resale.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boost card, +{v} attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defense card, +{v} defense.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Removed from the game after use.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price {p}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buying phase: buy more, bank Values, or end the buying phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buying phase: buy a card, bank Values, or refresh your hand. At least one card must leave your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Intermediate phase %n: you may play one card for its action, or go on.</source>
        <translation>
            <numerusform>Intermediate phase %n: you may play one card for its action, or go on.</numerusform>
            <numerusform>Intermediate phase %n: you may play one card for its action, or go on.</numerusform>
        </translation>
    </message>
    <message>
        <source>Duel: you may challenge an opponent with Books or Courses (and at most one Boost), or go on without a duel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{attacker} attacks you with %n face-down card(s). Defend with Books or Courses (and at most one Defense card), or do not defend and lose by default.</source>
        <translation>
            <numerusform>{attacker} attacks you with %n face-down card. Defend with Books or Courses (and at most one Defense card), or do not defend and lose by default.</numerusform>
            <numerusform>{attacker} attacks you with %n face-down cards. Defend with Books or Courses (and at most one Defense card), or do not defend and lose by default.</numerusform>
        </translation>
    </message>
    <message>
        <source>Duel: the cards are face up. You may play one Expert.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep one of these Experts; the other goes under the Expert stack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hypnotic Mirror: discard two cards of your choice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dream Journal: click the cards in the order you will draw them (the first one clicked goes on top).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Take %n card(s) from your draw pile.</source>
        <translation>
            <numerusform>Take %n card from your draw pile.</numerusform>
            <numerusform>Take %n cards from your draw pile.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Take %n card(s) from your discard pile.</source>
        <translation>
            <numerusform>Take %n card from your discard pile.</numerusform>
            <numerusform>Take %n cards from your discard pile.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You landed on a prime: you may refill your hand to six, the last %n card(s) searched for in a pile you name (R17).</source>
        <translation>
            <numerusform>You landed on a prime: you may refill your hand to six, the last card searched for in a pile you name (R17).</numerusform>
            <numerusform>You landed on a prime: you may refill your hand to six, the last %n cards searched for in a pile you name (R17).</numerusform>
        </translation>
    </message>
    <message>
        <source>Name the pile to search: your draw pile (only you see it, then it is shuffled) or your discard pile (face up).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Selected: worth {paid}. Bank: {bank}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price {price}, bank {bank}: you owe {owed}. Selected: {paid}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Still owed: {left}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overpaying by {over} is allowed: no set of your cards pays exactly {owed} (R8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack {attack}, defense {defense}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Selected: {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a card in the market, or a stack, to buy it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cannot pay for this: your Values and Books in hand are not enough.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only Value cards and Books pay (Books at their resale value).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select cards worth {owed}: selected {paid}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay exactly {owed}: paying more is allowed only when no exact payment exists (R8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blind purchase ({price})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buy an Expert ({price})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buy {card} ({price})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bank {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select one or two Value cards to remove them for a discount (R7.2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard the selected cards and draw up to six; your turn ends (R7.1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select the cards to discard: refreshing ends your turn (R7.1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At least one card must leave your hand before you end the buying phase (R7).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End buying phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play {card} on {player}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} has no intermediate action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select one card with an action: {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go on to the duel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select one or more Books or Courses, and at most one Boost (R11).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack {player}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No duel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select one or more Books or Courses, and at most one Defense card (two with Second Wall) (R11).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Defend with %n card(s)</source>
        <translation>
            <numerusform>Defend with %n card</numerusform>
            <numerusform>Defend with %n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>Defend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do not defend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play an Expert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select an Expert from your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No Expert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click the Expert you keep.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select exactly two cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard these two</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put them back in this order</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Select %n card(s).</source>
        <translation>
            <numerusform>Select %n card.</numerusform>
            <numerusform>Select %n cards.</numerusform>
        </translation>
    </message>
    <message>
        <source>Take them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refill my hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep my hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search my draw pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search my discard pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That pile is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn {turn}: {player} plays.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}: Mental Resistance {old} → {new}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} is hypnotized and out of the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} is the Master hypnotist!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} goes on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} refreshes: discards {cards} and draws up to six. The turn ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} banks {cards} as a discount.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} buys {card} for {price}, paying {payment}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} buys the top of the Basic stack unseen (6), paying {payment}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} buys an Expert (8), paying {payment}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} plays {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} plays {card} on {opponent}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} attacks {opponent} with {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} defends with {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} plays the Expert {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} keeps {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} discards {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} puts back, top first: {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} takes {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} refills the hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} keeps the hand as it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} searches the draw pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} searches the discard pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} keeps one of the two Experts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} reveals {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You see {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{action}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} turns up {cards} on the draw pile and gives it to {winner} (R14).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} takes the top Expert, unseen by the others (R14).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You draw {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You see {player}&apos;s hand: {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{attack}; {defense}. {result}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defense Modifier {modifier}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{defender} declines to defend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} ({player}) has no effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tie: nothing happens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{winner} wins by default; {loser} loses {loss} Mental Resistance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{winner} wins; {loser} loses {loss} Mental Resistance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{winner} wins; {loser} loses no Mental Resistance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>buying phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>intermediate phase {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>duel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>refresh phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buy a card, bank Value cards for a discount, or end the buying phase (bank: {bank}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buy a card, bank Value cards for a discount, or refresh your hand (this ends your turn). A card must leave your hand before the buying phase can end (R7).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} played Hypnotic Mirror: discard two cards of your choice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duel: you may attack an opponent without a Target card, with Books or Courses and at most one Boost, face down (R11).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duel: attack {attack} against defense {defense}. You may play one Expert (R11).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Intermediate phase {number}: you may play one card for its intermediate action (R10).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert purchase: keep one of the two Experts you looked at; the other goes under the Expert stack (R7.5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{player} challenges {opponent} with %n face-down card(s).</source>
        <translation>
            <numerusform>{player} challenges {opponent} with %n face-down card.</numerusform>
            <numerusform>{player} challenges {opponent} with %n face-down cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} defends with %n face-down card(s).</source>
        <translation>
            <numerusform>{player} defends with %n face-down card.</numerusform>
            <numerusform>{player} defends with %n face-down cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} puts the top %n card(s) back in a secret order.</source>
        <translation>
            <numerusform>{player} puts the top card back in a secret order.</numerusform>
            <numerusform>{player} puts the top %n cards back in a secret order.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{attacker} attacks you with %n face-down card(s). Defend with Books or Courses and at most one Defense card (your Defense Modifier adds {modifier}), or decline and lose the duel (R11).</source>
        <translation>
            <numerusform>{attacker} attacks you with %n face-down card. Defend with Books or Courses and at most one Defense card (your Defense Modifier adds {modifier}), or decline and lose the duel (R11).</numerusform>
            <numerusform>{attacker} attacks you with %n face-down cards. Defend with Books or Courses and at most one Defense card (your Defense Modifier adds {modifier}), or decline and lose the duel (R11).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Name the pile to search for %n card(s): your draw pile (only you see it, and it is shuffled afterwards) or your discard pile (R17).</source>
        <translation>
            <numerusform>Name the pile to search for %n card: your draw pile (only you see it, and it is shuffled afterwards) or your discard pile (R17).</numerusform>
            <numerusform>Name the pile to search for %n cards: your draw pile (only you see it, and it is shuffled afterwards) or your discard pile (R17).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You fell to {resistance}: refill your hand to six, the last %n card(s) searched for in one of your piles, or decline and keep your hand as it is (R17).</source>
        <translation>
            <numerusform>You fell to {resistance}: refill your hand to six, the last %n card searched for in one of your piles, or decline and keep your hand as it is (R17).</numerusform>
            <numerusform>You fell to {resistance}: refill your hand to six, the last %n cards searched for in one of your piles, or decline and keep your hand as it is (R17).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Dream Journal: put the top %n card(s) of your draw pile back in any order.</source>
        <translation>
            <numerusform>Dream Journal: put the top %n card of your draw pile back in any order.</numerusform>
            <numerusform>Dream Journal: put the top %n cards of your draw pile back in any order.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Take %n card(s) from your discard pile (R17).</source>
        <translation>
            <numerusform>Take %n card from your discard pile (R17).</numerusform>
            <numerusform>Take %n cards from your discard pile (R17).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Take %n card(s) from your draw pile (R17).</source>
        <translation>
            <numerusform>Take %n card from your draw pile (R17).</numerusform>
            <numerusform>Take %n cards from your draw pile (R17).</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} ends the buying phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} plays no card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} challenges nobody.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} plays no Expert.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beginner (plays at random)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Easy (makes mistakes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal (plays well)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strategic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strong (looks ahead)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a face-down card</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n face-down card(s)</source>
        <translation>
            <numerusform>%n face-down card</numerusform>
            <numerusform>%n face-down cards</numerusform>
        </translation>
    </message>
    <message>
        <source>with the bank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack {total} = {parts}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defense {total} = {parts}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} ({player}): attack {attack}, defense {defense}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game ended without a result.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What you may do</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{hint} (key {key})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>buying</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choosing a card to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choosing whom to challenge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choosing a defense</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choosing an Expert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choosing an Expert to keep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choosing two cards to discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>putting cards back in order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>searching a pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deciding on a refill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>naming a pile to search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>thinking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A face-down card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only its owner knows it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shuffling the stacks and piles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>See the result.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to decide here: {option}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>go on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table as it was at this step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} is {doing}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cards are being dealt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Please wait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn {turn} · {player}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for {player}: {doing}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} (selected)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Basic stack: %n card(s)</source>
        <translation>
            <numerusform>Basic stack: %n card</numerusform>
            <numerusform>Basic stack: %n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>A blind purchase costs 6 (R7.4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Expert stack: %n card(s)</source>
        <translation>
            <numerusform>Expert stack: %n card</numerusform>
            <numerusform>Expert stack: %n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>An Expert costs 8 (R7.5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resistance {r}; hand {h}; draw pile {d}; discard pile {x}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Has a Target card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card gallery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hypnose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting Mental Resistance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn-order compensation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>12 (standard)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>7 (short game)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>5 (quick game)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Later players bank 1, 2, 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Later players bank 2, 4, 6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Later players draw 7 in their first turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No duel in the first turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No first duel, and banks 1, 2, 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First player starts one lower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Later players start one lower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Later players start 1, 2, 3 lower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last player starts one lower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Later players start one lower, bank 1, 2, 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Later players start one lower, the last banks 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Later players start one lower, the 4th two lower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Later players start one lower, no first duel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Later players start one lower and draw 7 first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Later players start one lower and draw 8 first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Later players one lower, draw 7 (last 8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Later players one lower, draw 7, 8, 8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Later players one lower, draw 7, 8 (at 4: 8, 8, 8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard: later players one lower, draw 7, 8, 9</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One lower, draw 7, 7, 8, 3rd and 4th bank 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One lower, draw 7, 8, 8, the 4th banks 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One lower, draw 7, 8, 8, the 4th banks 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mental Resistance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The top bar: whose turn it is and the turn&apos;s five steps: buy, play a card, duel, play a card, refresh. The current step is highlighted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The market: five cards for sale with their price in the corner, the Basic stack (a blind purchase costs 6) and the Expert stack (8). Click a card to buy it: a payment is suggested from your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your hand. Click a card to select it (it lifts); hover over it to see it large. Value cards pay, Books pay their resale, Books and Courses fight duels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What you may do now, in one line, and a button for each thing you may do. A greyed button tells why in its tooltip. Keys 1 to 6 press the buttons.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your opponents: their Mental Resistance, hand and piles, the top of their discard pile, their Target card and Defense Modifier, and what they are doing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The duel area: the cards of a duel lie face down, are turned up together, and the totals with their parts say who won.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Mental Resistance track. The primes (11, 7, 5, 3, 2) are landings: a loss stops there and something happens. At 0 a player is hypnotized.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You: your resistance, your bank, your draw pile and your discard pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The log: everything that happens, in words. Click a card&apos;s name to see the card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chart: {score} per turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{place}. {player}: {score}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are the Master hypnotist!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} is the Master hypnotist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game ended without a winner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sky blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bluish green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reddish purple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vermillion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off (reduce motion)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slowly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At a normal pace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quickly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bots play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set by --data-dir or HYPNOSE_DATA_DIR for this run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your identity, saved games, replays and LAN games are kept here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A short sound when it is your turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step {n} of {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Help: {game}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules are written in English for now; everything on the table speaks your language.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show me on the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a game first: the guide points at its table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{setting}: {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{game} · {opener} ({code}) · {taken}/{seats} players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On your network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tables on your network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join by address…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No table found yet. Check that this computer is on the same network as the table&apos;s opener (not a guest network that keeps devices apart), and that a firewall lets through UDP port 5353 (discovery) and the game&apos;s TCP port ({port} unless the opener shows another). Or join by address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tables opened on your network appear here by themselves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connecting to your network…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected to the network yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a table in the list first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a table for others to join.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join a table by its address (host:port).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join by address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address (host:port):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everything that happens, newest last; card names are links.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a finished game to watch again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No finished game yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{when}: {names}. Winner: {winner}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deal (Home)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One step back (Left arrow)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One step forward (Right arrow)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The end of the game (End)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>You play against %n bot(s): {names}.</source>
        <translation>
            <numerusform>You play against %n bot: {names}.</numerusform>
            <numerusform>You play against %n bots: {names}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hypnotists duel for the title of Master hypnotist. 2 to 4 players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Help and rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buy Books, Courses and tools from the market with your Value cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play a card for its action, then challenge an opponent to a hypnotic duel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both choose face down; the higher total wins. The loser sinks deeper into trance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last player with Mental Resistance left is the Master hypnotist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How a game goes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play offline against bots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First game? Start with the guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>An unfinished game from {when}, %n player(s).</source>
        <translation>
            <numerusform>An unfinished game from {when}, %n player.</numerusform>
            <numerusform>An unfinished game from {when}, %n players.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You had made %n choice(s).</source>
        <translation>
            <numerusform>You had made %n choice.</numerusform>
            <numerusform>You had made %n choices.</numerusform>
        </translation>
    </message>
    <message>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{what}: {done} of {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules, cards and the first-game guide (F1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watch from:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The player whose side of the table you see (a watcher sees no hidden card).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the start screen; an offline game can be resumed there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game is not known to this version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game was saved with other rules or cards ({saved}); it cannot be resumed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The saved game could not be restored: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawn by this computer for an offline game: nobody else took part, so there are no proofs to verify.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealt by this computer for an offline game: nobody else took part, so there are no proofs to verify.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a sealed decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the opening of a sealed decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a shuffle and its proof</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a private reorder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>decryption shares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the opening of a duel selection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a random commitment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a random reveal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its secret</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its audit secrets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its declaration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its commitment for a moment of the scramble</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the opening of its moment of the scramble</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>then every peer is asked for it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>then it is declared unpaid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>then the table stops waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for {name}: {what} ({waited} s); {then} in {left} s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>then the table moves on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}&apos;s computer is not connected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bots play the seats nobody takes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bots:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Others may watch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {n}: empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {n}: {name}, a bot ({code})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {n}: {name} ({code})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Joining the table…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{game} for {seats}, opened by {opener}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for every seat to be taken and every player to be ready.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When you are ready, bots take the seats still empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Others join from their start screen, or by the address {address}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game starts when every player is ready.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player joined the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player left the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Removed from the table: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every seat is taken and every player is ready: the game starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The start was called off: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The terms are agreed: the game begins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table closed: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Careful: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A problem: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The network could not start: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game of {name} could not be followed (it may be over): {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watched: every message and proof of the game was checked here ({count} proofs verified).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cheating was proven: {words}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not fully audited: the secrets of {who} never arrived, so the hidden cards, the private reorders and the replay with every card known could not be checked. The result stands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fair: every random draw was made jointly by the peers, and each peer&apos;s part matched what it had committed to before any was revealed ({draws} draws and {count} proofs verified).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fair: every shuffle, deal and opening of the other players was checked ({count} proofs verified).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>orange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yellow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>purple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} leaves home from {start} with a {die}, to {end}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} does not enter the centre; the remaining dice are lost (H13).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dice show {dice}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The colours are drawn (H6): {colours}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start roll (H7): {rolls}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} plays {colour}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} rolls {dice} for the start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seats} tie for the highest roll and roll again (H7).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} has the highest roll and starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} timed out: the strategic bot plays this seat from now on, and it ranks last.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} (bot): {action}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn {turn}: {player} ({colour}) rolls {dice}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Five pawns are in the centre: the game ends (H16). Scores: {scores}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No pawn is left on the board: the game ends (H16). Scores: {scores}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The safety cap of turns is reached: the game ends (H16). Scores: {scores}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Places (H18): {places}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{player} moves %n pawn(s) from {start} to {end} with a {die}.</source>
        <translation>
            <numerusform>{player} moves %n pawn from {start} to {end} with a {die}.</numerusform>
            <numerusform>{player} moves %n pawns from {start} to {end} with a {die}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} crosses with %n pawn(s) from {start} to {end} with a {die} (H11).</source>
        <translation>
            <numerusform>{player} crosses with %n pawn from {start} to {end} with a {die} (H11).</numerusform>
            <numerusform>{player} crosses with %n pawns from {start} to {end} with a {die} (H11).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} enters the centre with %n pawn(s) from gate {start} (H12).</source>
        <translation>
            <numerusform>{player} enters the centre with %n pawn from gate {start} (H12).</numerusform>
            <numerusform>{player} enters the centre with %n pawns from gate {start} (H12).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} reaches the centre: arrival {arrival}, %n point(s) (H17).</source>
        <translation>
            <numerusform>{player} reaches the centre: arrival {arrival}, %n point (H17).</numerusform>
            <numerusform>{player} reaches the centre: arrival {arrival}, %n points (H17).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} loses %n pawn(s) to a capture (H15).</source>
        <translation>
            <numerusform>{player} loses %n pawn to a capture (H15).</numerusform>
            <numerusform>{player} loses %n pawns to a capture (H15).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No legal move left: %n die(s) lost: {dice} (H13).</source>
        <translation>
            <numerusform>No legal move left: %n die lost: {dice} (H13).</numerusform>
            <numerusform>No legal move left: %n dice lost: {dice} (H13).</numerusform>
        </translation>
    </message>
    <message>
        <source>the centre</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fair roll ({value} of {bound}): the hash of every peer&apos;s random bytes, each committed before any was revealed; every reveal matched its commitment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fair draw ({value} of {bound}): the hash of every peer&apos;s random bytes, each committed before any was revealed; every reveal matched its commitment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolled by this computer ({value} of {bound}): offline, nothing to verify.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawn by this computer ({value} of {bound}): offline, nothing to verify.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>home {home} · board {board} · centre {centre} · lost {lost}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>score {score}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arrivals in the centre</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{arrival}. {player}: %n point(s)</source>
        <translation>
            <numerusform>{arrival}. {player}: %n point</numerusform>
            <numerusform>{arrival}. {player}: %n points</numerusform>
        </translation>
    </message>
    <message>
        <source>Your pawns that can move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where they can go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do not enter the centre (the remaining dice are lost)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{die}: enter the centre from {start}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{die}: leave home to {end}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{die}: cross from {start} to {end}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{die}: {start} to {end}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{move}, both pawns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{turn}. Dice to use: {dice}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice to use: {dice}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only one move is possible: {move}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Several moves lead there: choose one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now click where it goes: a highlighted space (the tag says which die).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click one of your ringed pawns, then where it goes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watching</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You follow this game without a seat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} is moving.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dice are being rolled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawing colours and the first player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for {player}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{space}: %n move(s)</source>
        <translation>
            <numerusform>{space}: %n move</numerusform>
            <numerusform>{space}: %n moves</numerusform>
        </translation>
    </message>
    <message>
        <source>{unit} (picked)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{space} with {dice}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hypnosia</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A dice race to the centre of three circles. 2 to 6 players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll two dice; move your pawns counter-clockwise, one die per move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bridges lead to the next circle inward; a gate enters the centre with a 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Land on an opponent to capture it; two of your pawns together make a stack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pawns in the centre score 5, 4, 3, 2, 1 in order of arrival.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No stacks over bridges (H19)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No (standard)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You win the race!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} wins the race.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{players} share first place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Hypnosia board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The top bar: the turn, whose roll it is, and whom the game waits for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The board: three circles around the centre. Pawns move counter-clockwise. Half-coloured spaces are bridges (to the next circle inward) and gates (to the centre). Your home lane is in your colour, outside the outer circle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dice of this turn. A used die turns grey. Each move uses one whole die.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your pawns that can move wear a dashed ring. Click one, then a highlighted space: its tag says which die takes the pawn there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What you may do now, and a button for each move of the picked pawn. Keys 1 to 6 press the buttons; Tab reaches the lists of pawns and spaces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each player&apos;s shape, number, colour, score and pawns, and the order of arrival in the centre.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The log: every roll with how fair it was, every move, capture and arrival.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>brown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} grabs {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} puts {card} back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} calls Stop!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} looks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} is done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} rolls the dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} rolls {die} for the start (V7).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seats} tie for the highest roll and roll again (V7).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} timed out and is out of the game: their cards are scored and they rank last (V15).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scramble {round}: the cards are laid out; {player} rolls.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dice: {dice}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} takes {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{claimants} grab {card} at once: {player} gets it (V13).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} grabs {card}, but it is gone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} puts {card} back (V18).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seats}: Stop! (slot {slot})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scramble {round} ends with the Stop (V14).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scramble {round} ends: everyone is done (V15).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scramble {round} ends at the time limit (V15).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scramble {round}, penalty points: {points}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fifth scramble is scored: the game ends. Totals: {totals}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Places (V17): {places}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} takes a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{claimants} grab one card at once: {player} gets it (V13).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} grabs a card, but it is gone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} puts a card back (V18).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll the dice (R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Call Stop: the scramble ends after this slot&apos;s grabs (key S)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done: I take no more cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done (D)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scramble ends when every player is done (key D)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys: arrows move in the grid, Enter takes the ringed card, S Stop, D Done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click one of your cards, or press Backspace, to put it back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Die of {type}: {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Markers: {fives} of -5 and {ones} of -1 (V4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players and their cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count / dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Penalty points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rounds} = &lt;b&gt;{total}&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) face down</source>
        <translation>
            <numerusform>%n card face down</numerusform>
            <numerusform>%n cards face down</numerusform>
        </translation>
    </message>
    <message>
        <source>+3: Stop! without matching (V16)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cards on the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That card was already gone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} was already gone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You got {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You got {card}: {others} grabbed it too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} got {card}: you grabbed it at the same time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} got {card}: {others} grabbed it too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty cell, row {row}, column {column}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card}: {letters}, row {row}, column {column}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time left: {minutes}:{seconds:02d}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scramble {round} of {rounds}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You roll this scramble&apos;s dice: look at the cards, then roll. The scramble starts at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} rolls the dice. Look at the cards meanwhile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cards are being laid out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are out of the game (V15).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your grab is on its way…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop waits until your grab has landed (V14).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop! is on its way…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are done. The scramble ends when everyone is done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grab cards until yours match the dice, then call Stop!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolling for the first player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scramble {round} of {rounds} · slot {slot}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scramble is scored: see each player&apos;s cards and points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grab!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hypno Vision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grab cards until they match the dice: everyone at once. 2 to 6 players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four dice say how many characters of each kind to collect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone grabs cards from the table at the same time, one at a time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Call Stop! when your cards match the dice exactly; or press Done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each character too many or too few is a penalty point; fewest after five wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slow hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fast hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>normal hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{bot}, {speed}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Young players may put cards back (V18)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory: collected cards face down (V19)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seat} (you, offline)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seats {seats}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You win with the fewest penalty points!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} wins with the fewest penalty points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{players} share the victory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The 52 cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The top bar: which of the five scrambles this is, and the moment (slot) it is at.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The four dice: how many characters of each kind to collect. Each kind has its colour, shape and letter. On the right, the time left in the scramble.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The 52 cards. Click a card to grab it, or move with the arrow keys and press Enter. Everyone grabs at once: a card two players grab goes to one of them by a fair draw, shown on the card for a moment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone&apos;s cards, with the count of each kind against its die (✓ exact, + too many), and the penalty points of every scramble with their markers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop! (key S) ends the scramble for everybody: call it when your cards match the dice exactly, or it costs 3 more points. Done (key D) says you take no more; the scramble also ends when everybody is done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The log: the dice, who took which card, who got a card grabbed at once, the Stops and the points.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
