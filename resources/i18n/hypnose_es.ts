<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name></name>
    <message>
        <source>Basic</source>
        <translation>Básico</translation>
    </message>
    <message>
        <source>Experts</source>
        <translation>Expertos</translation>
    </message>
    <message>
        <source>Market</source>
        <translation>Mercado</translation>
    </message>
    <message>
        <source>Duel</source>
        <translation>Duelo</translation>
    </message>
    <message>
        <source>No duel yet this turn.</source>
        <translation>Todavía no hay duelo en este turno.</translation>
    </message>
    <message>
        <source>Duel: {attacker} against {defender}</source>
        <translation>Duelo: {attacker} contra {defender}</translation>
    </message>
    <message>
        <source>{player} attacks</source>
        <translation>{player} ataca</translation>
    </message>
    <message>
        <source>{player} defends</source>
        <translation>{player} defiende</translation>
    </message>
    <message>
        <source>{player} is choosing a defense.</source>
        <translation>{player} está eligiendo su defensa.</translation>
    </message>
    <message>
        <source>{player} does not defend.</source>
        <translation>{player} no defiende.</translation>
    </message>
    <message>
        <source>The cards are turned face up; then each side may play an Expert.</source>
        <translation>Las cartas se ponen boca arriba; después cada lado puede jugar un Experto.</translation>
    </message>
    <message>
        <source>The Experts you look at</source>
        <translation>Los Expertos que miras</translation>
    </message>
    <message>
        <source>The top of your draw pile</source>
        <translation>La parte superior de tu mazo de robo</translation>
    </message>
    <message>
        <source>The pile you search</source>
        <translation>El mazo que registras</translation>
    </message>
    <message numerus="yes">
        <source>Hand: %n card(s)</source>
        <translation>
            <numerusform>Mano: %n carta</numerusform>
            <numerusform>Mano: %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw pile: %n</source>
        <translation>
            <numerusform>Mazo de robo: %n</numerusform>
            <numerusform>Mazo de robo: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard pile: %n</source>
        <translation>
            <numerusform>Descartes: %n</numerusform>
            <numerusform>Descartes: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Bank: {amount}</source>
        <translation>Banco: {amount}</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Diana</translation>
    </message>
    <message>
        <source>Defense +{bonus}</source>
        <translation>Defensa +{bonus}</translation>
    </message>
    <message>
        <source>Hypnotized: out of the game</source>
        <translation>Bajo hipnosis: fuera del juego</translation>
    </message>
    <message>
        <source>Away: not connected</source>
        <translation>Ausente: sin conexión</translation>
    </message>
    <message>
        <source>Bot: {level}</source>
        <translation>Bot: {level}</translation>
    </message>
    <message>
        <source>Resistance</source>
        <translation>Resistencia</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Robo</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descartes</translation>
    </message>
    <message>
        <source>Mental Resistance (primes are landings)</source>
        <translation>Resistencia mental (los primos son paradas)</translation>
    </message>
    <message>
        <source>Your hand: click cards to select them; hover to enlarge.</source>
        <translation>Tu mano: haz clic en las cartas para elegirlas; pasa el ratón para ampliarlas.</translation>
    </message>
    <message numerus="yes">
        <source>Your hand: %n card(s).</source>
        <translation>
            <numerusform>Tu mano: %n carta.</numerusform>
            <numerusform>Tu mano: %n cartas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Value 1</source>
        <translation>Valor 1</translation>
    </message>
    <message>
        <source>Value 2</source>
        <translation>Valor 2</translation>
    </message>
    <message>
        <source>Value 3</source>
        <translation>Valor 3</translation>
    </message>
    <message>
        <source>Hypnosis Primer</source>
        <translation>Cartilla de hipnosis</translation>
    </message>
    <message>
        <source>Metronome</source>
        <translation>Metrónomo</translation>
    </message>
    <message>
        <source>Crescendo</source>
        <translation>Crescendo</translation>
    </message>
    <message>
        <source>Deep Spiral</source>
        <translation>Espiral profunda</translation>
    </message>
    <message>
        <source>Pocket Watch</source>
        <translation>Reloj de bolsillo</translation>
    </message>
    <message>
        <source>Hypnotic Mirror</source>
        <translation>Espejo hipnótico</translation>
    </message>
    <message>
        <source>Dream Journal</source>
        <translation>Diario de sueños</translation>
    </message>
    <message>
        <source>Second Wall</source>
        <translation>Segunda muralla</translation>
    </message>
    <message>
        <source>Anchor</source>
        <translation>Ancla</translation>
    </message>
    <message>
        <source>Trance Basics</source>
        <translation>Nociones de trance</translation>
    </message>
    <message>
        <source>The Calm Voice</source>
        <translation>La voz serena</translation>
    </message>
    <message>
        <source>Suggestion Manual</source>
        <translation>Manual de sugestión</translation>
    </message>
    <message>
        <source>Anatomy of Sleep</source>
        <translation>Anatomía del sueño</translation>
    </message>
    <message>
        <source>Mesmer&apos;s Notes</source>
        <translation>Apuntes de Mesmer</translation>
    </message>
    <message>
        <source>Induction Techniques</source>
        <translation>Técnicas de inducción</translation>
    </message>
    <message>
        <source>The Unconscious Mind</source>
        <translation>La mente inconsciente</translation>
    </message>
    <message>
        <source>Grimoire of Trance</source>
        <translation>Grimorio del trance</translation>
    </message>
    <message>
        <source>Breathing Course</source>
        <translation>Curso de respiración</translation>
    </message>
    <message>
        <source>Stage Hypnosis</source>
        <translation>Hipnosis de escenario</translation>
    </message>
    <message>
        <source>Mind Shield Workshop</source>
        <translation>Taller de escudo mental</translation>
    </message>
    <message>
        <source>Clinical Hypnosis</source>
        <translation>Hipnosis clínica</translation>
    </message>
    <message>
        <source>Ericksonian Method</source>
        <translation>Método ericksoniano</translation>
    </message>
    <message>
        <source>Master Class</source>
        <translation>Clase magistral</translation>
    </message>
    <message>
        <source>The Neutralizer</source>
        <translation>El Neutralizador</translation>
    </message>
    <message>
        <source>The Scholar</source>
        <translation>El Erudito</translation>
    </message>
    <message>
        <source>The Showman</source>
        <translation>El Showman</translation>
    </message>
    <message>
        <source>The Skeptic</source>
        <translation>El Escéptico</translation>
    </message>
    <message>
        <source>The Abyss Guide</source>
        <translation>El Guía del abismo</translation>
    </message>
    <message>
        <source>The Sleepwalker</source>
        <translation>El Sonámbulo</translation>
    </message>
    <message>
        <source>The Collector</source>
        <translation>El Coleccionista</translation>
    </message>
    <message>
        <source>Composure</source>
        <translation>Serenidad</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Book</source>
        <translation>Libro</translation>
    </message>
    <message>
        <source>Course</source>
        <translation>Curso</translation>
    </message>
    <message>
        <source>Boost</source>
        <translation>Impulso</translation>
    </message>
    <message>
        <source>Defense</source>
        <translation>Defensa</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experto</translation>
    </message>
    <message>
        <source>Intermediate action: look at the hand of one opponent.</source>
        <translation>Acción intermedia: mira la mano de un oponente.</translation>
    </message>
    <message>
        <source>Intermediate action: draw two cards from your draw pile.</source>
        <translation>Acción intermedia: roba dos cartas de tu mazo de robo.</translation>
    </message>
    <message>
        <source>Intermediate action: an opponent of your choice discards two cards of its choice.</source>
        <translation>Acción intermedia: un oponente a tu elección descarta dos cartas que él elige.</translation>
    </message>
    <message>
        <source>Intermediate action: look at the top six cards of your draw pile and put them back in any order.</source>
        <translation>Acción intermedia: mira las seis primeras cartas de tu mazo de robo y devuélvelas en el orden que quieras.</translation>
    </message>
    <message>
        <source>Duel: if you win, the opponent loses 2 Mental Resistance instead of 1.</source>
        <translation>Duelo: si ganas, el oponente pierde 2 de Resistencia mental en lugar de 1.</translation>
    </message>
    <message>
        <source>Duel: when you defend with it, you may play one more Defense card (not cumulative).</source>
        <translation>Duelo: si defiendes con ella, puedes jugar una carta de Defensa más (no acumulable).</translation>
    </message>
    <message>
        <source>Duel: if you defend with it and lose, you lose at most 1 Mental Resistance.</source>
        <translation>Duelo: si defiendes con ella y pierdes, pierdes como máximo 1 de Resistencia mental.</translation>
    </message>
    <message>
        <source>Duel: the opponent&apos;s current total becomes 0.</source>
        <translation>Duelo: el total actual del oponente pasa a ser 0.</translation>
    </message>
    <message>
        <source>Duel: your Books and Courses count twice.</source>
        <translation>Duelo: tus Libros y Cursos cuentan doble.</translation>
    </message>
    <message>
        <source>Duel: +5 to your total.</source>
        <translation>Duelo: +5 a tu total.</translation>
    </message>
    <message>
        <source>Duel: the opponent&apos;s Expert has no effect.</source>
        <translation>Duelo: el Experto del oponente no tiene efecto.</translation>
    </message>
    <message>
        <source>Duel: if the opponent loses, it loses 1 more Mental Resistance.</source>
        <translation>Duelo: si el oponente pierde, pierde 1 de Resistencia mental más.</translation>
    </message>
    <message>
        <source>Duel: if you lose, you lose no Mental Resistance.</source>
        <translation>Duelo: si pierdes, no pierdes Resistencia mental.</translation>
    </message>
    <message>
        <source>Duel: if you win, put the opponent&apos;s best Book or Course of this duel on your discard pile.</source>
        <translation>Duelo: si ganas, pon el mejor Libro o Curso del oponente en este duelo en tu pila de descartes.</translation>
    </message>
    <message>
        <source>Duel: +3 to your total; if you lose, you lose at most 1 Mental Resistance.</source>
        <translation>Duelo: +3 a tu total; si pierdes, pierdes como máximo 1 de Resistencia mental.</translation>
    </message>
    <message>
        <source>Look at a hand</source>
        <translation>Mira una mano</translation>
    </message>
    <message>
        <source>Draw two</source>
        <translation>Roba dos</translation>
    </message>
    <message>
        <source>Opponent discards two</source>
        <translation>El oponente descarta dos</translation>
    </message>
    <message>
        <source>Reorder your top six</source>
        <translation>Ordena tus seis primeras</translation>
    </message>
    <message>
        <source>Win: loss of 2</source>
        <translation>Si ganas: pierde 2</translation>
    </message>
    <message>
        <source>+1 Defense card</source>
        <translation>+1 carta de Defensa</translation>
    </message>
    <message>
        <source>Lose at most 1</source>
        <translation>Pierdes 1 como máximo</translation>
    </message>
    <message>
        <source>Opponent&apos;s total: 0</source>
        <translation>Total del oponente: 0</translation>
    </message>
    <message>
        <source>Books count twice</source>
        <translation>Los Libros cuentan doble</translation>
    </message>
    <message>
        <source>+5 to your total</source>
        <translation>+5 a tu total</translation>
    </message>
    <message>
        <source>Cancels an Expert</source>
        <translation>Anula un Experto</translation>
    </message>
    <message>
        <source>Loser loses 1 more</source>
        <translation>El perdedor pierde 1 más</translation>
    </message>
    <message>
        <source>You lose nothing</source>
        <translation>No pierdes nada</translation>
    </message>
    <message>
        <source>Win: take a Book</source>
        <translation>Si ganas: toma un Libro</translation>
    </message>
    <message>
        <source>+3, lose at most 1</source>
        <translation>+3, pierdes 1 como máximo</translation>
    </message>
    <message>
        <source>Value {v}. Pay {v} when buying, or remove it from the game for a discount of {v}.</source>
        <translation>Valor {v}. Paga {v} al comprar, o retírala del juego para un descuento de {v}.</translation>
    </message>
    <message>
        <source>Starter Book. Attack {a}, Defense {d}. Resale {r}.</source>
        <translation>Libro inicial. Ataque {a}, Defensa {d}. Reventa {r}.</translation>
    </message>
    <message>
        <source>Book. Attack {a}, Defense {d}. Resale {r}.</source>
        <translation>Libro. Ataque {a}, Defensa {d}. Reventa {r}.</translation>
    </message>
    <message>
        <source>Course. Attack {a}, Defense {d}. No resale.</source>
        <translation>Curso. Ataque {a}, Defensa {d}. Sin reventa.</translation>
    </message>
    <message>
        <source>Boost card, +{v} attack.</source>
        <translation>Carta de Impulso, +{v} de ataque.</translation>
    </message>
    <message>
        <source>Defense card, +{v} defense.</source>
        <translation>Carta de Defensa, +{v} de defensa.</translation>
    </message>
    <message>
        <source>Expert.</source>
        <translation>Experto.</translation>
    </message>
    <message>
        <source>Removed from the game after use.</source>
        <translation>Se retira del juego después de usarla.</translation>
    </message>
    <message>
        <source>Price {p}.</source>
        <translation>Precio {p}.</translation>
    </message>
    <message>
        <source>Buying phase: buy more, bank Values, or end the buying phase.</source>
        <translation>Fase de compra: compra más, guarda Valores en el banco o termina la fase de compra.</translation>
    </message>
    <message>
        <source>Buying phase: buy a card, bank Values, or refresh your hand. At least one card must leave your hand.</source>
        <translation>Fase de compra: compra una carta, guarda Valores en el banco o renueva tu mano. Al menos una carta debe salir de tu mano.</translation>
    </message>
    <message numerus="yes">
        <source>Intermediate phase %n: you may play one card for its action, or go on.</source>
        <translation>
            <numerusform>Fase intermedia %n: puedes jugar una carta por su acción, o seguir.</numerusform>
            <numerusform>Fase intermedia %n: puedes jugar una carta por su acción, o seguir.</numerusform>
        </translation>
    </message>
    <message>
        <source>Duel: you may challenge an opponent with Books or Courses (and at most one Boost), or go on without a duel.</source>
        <translation>Duelo: puedes retar a un oponente con Libros o Cursos (y como máximo un Impulso), o seguir sin duelo.</translation>
    </message>
    <message numerus="yes">
        <source>{attacker} attacks you with %n face-down card(s). Defend with Books or Courses (and at most one Defense card), or do not defend and lose by default.</source>
        <translation>
            <numerusform>{attacker} te ataca con %n carta boca abajo. Defiéndete con Libros o Cursos (y como máximo una carta de Defensa), o no te defiendas y pierde sin combatir.</numerusform>
            <numerusform>{attacker} te ataca con %n cartas boca abajo. Defiéndete con Libros o Cursos (y como máximo una carta de Defensa), o no te defiendas y pierde sin combatir.</numerusform>
        </translation>
    </message>
    <message>
        <source>Duel: the cards are face up. You may play one Expert.</source>
        <translation>Duelo: las cartas están boca arriba. Puedes jugar un Experto.</translation>
    </message>
    <message>
        <source>Keep one of these Experts; the other goes under the Expert stack.</source>
        <translation>Quédate con uno de estos Expertos; el otro va debajo del mazo de Expertos.</translation>
    </message>
    <message>
        <source>Hypnotic Mirror: discard two cards of your choice.</source>
        <translation>Espejo hipnótico: descarta dos cartas a tu elección.</translation>
    </message>
    <message>
        <source>Dream Journal: click the cards in the order you will draw them (the first one clicked goes on top).</source>
        <translation>Diario de sueños: haz clic en las cartas en el orden en que las robarás (la primera que elijas queda arriba).</translation>
    </message>
    <message numerus="yes">
        <source>Take %n card(s) from your draw pile.</source>
        <translation>
            <numerusform>Toma %n carta de tu mazo de robo.</numerusform>
            <numerusform>Toma %n cartas de tu mazo de robo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Take %n card(s) from your discard pile.</source>
        <translation>
            <numerusform>Toma %n carta de tu pila de descartes.</numerusform>
            <numerusform>Toma %n cartas de tu pila de descartes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You landed on a prime: you may refill your hand to six, the last %n card(s) searched for in a pile you name (R17).</source>
        <translation>
            <numerusform>Has caído en un primo: puedes completar tu mano hasta seis; la última carta la buscas en el mazo que elijas (R17).</numerusform>
            <numerusform>Has caído en un primo: puedes completar tu mano hasta seis; las últimas %n cartas las buscas en el mazo que elijas (R17).</numerusform>
        </translation>
    </message>
    <message>
        <source>Name the pile to search: your draw pile (only you see it, then it is shuffled) or your discard pile (face up).</source>
        <translation>Elige qué mazo registrar: tu mazo de robo (solo tú lo ves; luego se baraja) o tu pila de descartes (boca arriba).</translation>
    </message>
    <message>
        <source>Selected: worth {paid}. Bank: {bank}.</source>
        <translation>Elegido: vale {paid}. Banco: {bank}.</translation>
    </message>
    <message>
        <source>Price {price}, bank {bank}: you owe {owed}. Selected: {paid}.</source>
        <translation>Precio {price}, banco {bank}: debes {owed}. Elegido: {paid}.</translation>
    </message>
    <message>
        <source>Still owed: {left}.</source>
        <translation>Falta: {left}.</translation>
    </message>
    <message>
        <source>Overpaying by {over} is allowed: no set of your cards pays exactly {owed} (R8).</source>
        <translation>Pagar {over} de más está permitido: ninguna combinación de tus cartas paga exactamente {owed} (R8).</translation>
    </message>
    <message>
        <source>Attack {attack}, defense {defense}.</source>
        <translation>Ataque {attack}, defensa {defense}.</translation>
    </message>
    <message>
        <source>Selected: {cards}.</source>
        <translation>Elegidas: {cards}.</translation>
    </message>
    <message>
        <source>Click a card in the market, or a stack, to buy it.</source>
        <translation>Haz clic en una carta del mercado, o en un mazo, para comprarla.</translation>
    </message>
    <message>
        <source>You cannot pay for this: your Values and Books in hand are not enough.</source>
        <translation>No puedes pagarlo: tus Valores y Libros en mano no alcanzan.</translation>
    </message>
    <message>
        <source>Only Value cards and Books pay (Books at their resale value).</source>
        <translation>Solo pagan las cartas de Valor y los Libros (los Libros por su reventa).</translation>
    </message>
    <message>
        <source>Select cards worth {owed}: selected {paid}.</source>
        <translation>Elige cartas que valgan {owed}: elegido {paid}.</translation>
    </message>
    <message>
        <source>Pay exactly {owed}: paying more is allowed only when no exact payment exists (R8).</source>
        <translation>Paga exactamente {owed}: pagar de más solo se permite si no hay pago exacto (R8).</translation>
    </message>
    <message>
        <source>Blind purchase ({price})</source>
        <translation>Compra a ciegas ({price})</translation>
    </message>
    <message>
        <source>Buy an Expert ({price})</source>
        <translation>Comprar un Experto ({price})</translation>
    </message>
    <message>
        <source>Buy {card} ({price})</source>
        <translation>Comprar {card} ({price})</translation>
    </message>
    <message>
        <source>Buy</source>
        <translation>Comprar</translation>
    </message>
    <message>
        <source>Bank {amount}</source>
        <translation>Al banco {amount}</translation>
    </message>
    <message>
        <source>Bank</source>
        <translation>Al banco</translation>
    </message>
    <message>
        <source>Select one or two Value cards to remove them for a discount (R7.2).</source>
        <translation>Elige una o dos cartas de Valor para retirarlas a cambio de un descuento (R7.2).</translation>
    </message>
    <message>
        <source>Discard the selected cards and draw up to six; your turn ends (R7.1).</source>
        <translation>Descarta las cartas elegidas y roba hasta tener seis; tu turno termina (R7.1).</translation>
    </message>
    <message>
        <source>Select the cards to discard: refreshing ends your turn (R7.1).</source>
        <translation>Elige las cartas que descartas: renovar termina tu turno (R7.1).</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Renovar</translation>
    </message>
    <message>
        <source>At least one card must leave your hand before you end the buying phase (R7).</source>
        <translation>Al menos una carta debe salir de tu mano antes de terminar la fase de compra (R7).</translation>
    </message>
    <message>
        <source>End buying phase</source>
        <translation>Terminar la fase de compra</translation>
    </message>
    <message>
        <source>Play {card} on {player}</source>
        <translation>Jugar {card} contra {player}</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>Jugar {card}</translation>
    </message>
    <message>
        <source>{card} has no intermediate action.</source>
        <translation>{card} no tiene acción intermedia.</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jugar</translation>
    </message>
    <message>
        <source>Select one card with an action: {cards}.</source>
        <translation>Elige una carta con acción: {cards}.</translation>
    </message>
    <message>
        <source>Go on to the duel</source>
        <translation>Seguir al duelo</translation>
    </message>
    <message>
        <source>Go on</source>
        <translation>Seguir</translation>
    </message>
    <message>
        <source>Select one or more Books or Courses, and at most one Boost (R11).</source>
        <translation>Elige uno o más Libros o Cursos, y como máximo un Impulso (R11).</translation>
    </message>
    <message>
        <source>Attack {player}</source>
        <translation>Atacar a {player}</translation>
    </message>
    <message>
        <source>No duel</source>
        <translation>Sin duelo</translation>
    </message>
    <message>
        <source>Select one or more Books or Courses, and at most one Defense card (two with Second Wall) (R11).</source>
        <translation>Elige uno o más Libros o Cursos, y como máximo una carta de Defensa (dos con Segunda muralla) (R11).</translation>
    </message>
    <message numerus="yes">
        <source>Defend with %n card(s)</source>
        <translation>
            <numerusform>Defender con %n carta</numerusform>
            <numerusform>Defender con %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>Defend</source>
        <translation>Defender</translation>
    </message>
    <message>
        <source>Do not defend</source>
        <translation>No defender</translation>
    </message>
    <message>
        <source>Play an Expert</source>
        <translation>Jugar un Experto</translation>
    </message>
    <message>
        <source>Select an Expert from your hand.</source>
        <translation>Elige un Experto de tu mano.</translation>
    </message>
    <message>
        <source>No Expert</source>
        <translation>Sin Experto</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Quedarse</translation>
    </message>
    <message>
        <source>Keep {card}</source>
        <translation>Quedarse con {card}</translation>
    </message>
    <message>
        <source>Click the Expert you keep.</source>
        <translation>Haz clic en el Experto que te quedas.</translation>
    </message>
    <message>
        <source>Select exactly two cards.</source>
        <translation>Elige exactamente dos cartas.</translation>
    </message>
    <message>
        <source>Discard these two</source>
        <translation>Descartar estas dos</translation>
    </message>
    <message>
        <source>Put them back in this order</source>
        <translation>Devolverlas en este orden</translation>
    </message>
    <message numerus="yes">
        <source>Select %n card(s).</source>
        <translation>
            <numerusform>Elige %n carta.</numerusform>
            <numerusform>Elige %n cartas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Take them</source>
        <translation>Tomarlas</translation>
    </message>
    <message>
        <source>Refill my hand</source>
        <translation>Completar mi mano</translation>
    </message>
    <message>
        <source>Keep my hand</source>
        <translation>Quedarme con mi mano</translation>
    </message>
    <message>
        <source>Search my draw pile</source>
        <translation>Registrar mi mazo de robo</translation>
    </message>
    <message>
        <source>Search my discard pile</source>
        <translation>Registrar mi pila de descartes</translation>
    </message>
    <message>
        <source>That pile is empty.</source>
        <translation>Ese mazo está vacío.</translation>
    </message>
    <message>
        <source>Turn {turn}: {player} plays.</source>
        <translation>Turno {turn}: juega {player}.</translation>
    </message>
    <message>
        <source>{player}: Mental Resistance {old} → {new}.</source>
        <translation>{player}: Resistencia mental {old} → {new}.</translation>
    </message>
    <message>
        <source>{player} is hypnotized and out of the game.</source>
        <translation>{player} cae bajo hipnosis y queda fuera del juego.</translation>
    </message>
    <message>
        <source>{player} is the Master hypnotist!</source>
        <translation>¡{player} gana el título de Maestro de la hipnosis!</translation>
    </message>
    <message>
        <source>{player} goes on.</source>
        <translation>{player} sigue.</translation>
    </message>
    <message>
        <source>{player} refreshes: discards {cards} and draws up to six. The turn ends.</source>
        <translation>{player} renueva: descarta {cards} y roba hasta tener seis. Su turno termina.</translation>
    </message>
    <message>
        <source>{player} banks {cards} as a discount.</source>
        <translation>{player} guarda {cards} en el banco como descuento.</translation>
    </message>
    <message>
        <source>{player} buys {card} for {price}, paying {payment}.</source>
        <translation>{player} compra {card} por {price} y paga con {payment}.</translation>
    </message>
    <message>
        <source>{player} buys the top of the Basic stack unseen (6), paying {payment}.</source>
        <translation>{player} compra a ciegas la primera carta del mazo básico (6) y paga con {payment}.</translation>
    </message>
    <message>
        <source>{player} buys an Expert (8), paying {payment}.</source>
        <translation>{player} compra un Experto (8) y paga con {payment}.</translation>
    </message>
    <message>
        <source>{player} plays {card}.</source>
        <translation>{player} juega {card}.</translation>
    </message>
    <message>
        <source>{player} plays {card} on {opponent}.</source>
        <translation>{player} juega {card} contra {opponent}.</translation>
    </message>
    <message>
        <source>{player} attacks {opponent} with {cards}.</source>
        <translation>{player} ataca a {opponent} con {cards}.</translation>
    </message>
    <message>
        <source>{player} defends with {cards}.</source>
        <translation>{player} defiende con {cards}.</translation>
    </message>
    <message>
        <source>{player} plays the Expert {card}.</source>
        <translation>{player} juega el Experto {card}.</translation>
    </message>
    <message>
        <source>{player} keeps {card}.</source>
        <translation>{player} se queda con {card}.</translation>
    </message>
    <message>
        <source>{player} discards {cards}.</source>
        <translation>{player} descarta {cards}.</translation>
    </message>
    <message>
        <source>{player} puts back, top first: {cards}.</source>
        <translation>{player} devuelve, de arriba abajo: {cards}.</translation>
    </message>
    <message>
        <source>{player} takes {cards}.</source>
        <translation>{player} toma {cards}.</translation>
    </message>
    <message>
        <source>{player} refills the hand.</source>
        <translation>{player} completa su mano.</translation>
    </message>
    <message>
        <source>{player} keeps the hand as it is.</source>
        <translation>{player} se queda con su mano tal como está.</translation>
    </message>
    <message>
        <source>{player} searches the draw pile.</source>
        <translation>{player} registra su mazo de robo.</translation>
    </message>
    <message>
        <source>{player} searches the discard pile.</source>
        <translation>{player} registra su pila de descartes.</translation>
    </message>
    <message>
        <source>{player} keeps one of the two Experts.</source>
        <translation>{player} se queda con uno de los dos Expertos.</translation>
    </message>
    <message>
        <source>{player} reveals {cards}.</source>
        <translation>{player} revela {cards}.</translation>
    </message>
    <message>
        <source>You see {cards}.</source>
        <translation>Ves {cards}.</translation>
    </message>
    <message>
        <source>{action}</source>
        <translation>{action}</translation>
    </message>
    <message>
        <source>{player} turns up {cards} on the draw pile and gives it to {winner} (R14).</source>
        <translation>{player} descubre {cards} de su mazo de robo y se la da a {winner} (R14).</translation>
    </message>
    <message>
        <source>{player} takes the top Expert, unseen by the others (R14).</source>
        <translation>{player} toma el Experto de arriba, sin que los demás lo vean (R14).</translation>
    </message>
    <message>
        <source>You draw {cards}.</source>
        <translation>Robas {cards}.</translation>
    </message>
    <message>
        <source>You see {player}&apos;s hand: {cards}.</source>
        <translation>Ves la mano de {player}: {cards}.</translation>
    </message>
    <message>
        <source>{attack}; {defense}. {result}</source>
        <translation>{attack}; {defense}. {result}</translation>
    </message>
    <message>
        <source>Defense Modifier {modifier}</source>
        <translation>Modificador de defensa {modifier}</translation>
    </message>
    <message>
        <source>{defender} declines to defend</source>
        <translation>{defender} renuncia a defenderse</translation>
    </message>
    <message>
        <source>{card} ({player}) has no effect</source>
        <translation>{card} ({player}) no tiene efecto</translation>
    </message>
    <message>
        <source>A tie: nothing happens.</source>
        <translation>Empate: no pasa nada.</translation>
    </message>
    <message>
        <source>{winner} wins by default; {loser} loses {loss} Mental Resistance.</source>
        <translation>{winner} gana sin oposición; {loser} pierde {loss} de Resistencia mental.</translation>
    </message>
    <message>
        <source>{winner} wins; {loser} loses {loss} Mental Resistance.</source>
        <translation>{winner} gana; {loser} pierde {loss} de Resistencia mental.</translation>
    </message>
    <message>
        <source>{winner} wins; {loser} loses no Mental Resistance.</source>
        <translation>{winner} gana; {loser} no pierde Resistencia mental.</translation>
    </message>
    <message>
        <source>buying phase</source>
        <translation>fase de compra</translation>
    </message>
    <message>
        <source>intermediate phase {number}</source>
        <translation>fase intermedia {number}</translation>
    </message>
    <message>
        <source>duel</source>
        <translation>duelo</translation>
    </message>
    <message>
        <source>refresh phase</source>
        <translation>fase de renovación</translation>
    </message>
    <message>
        <source>Buy a card, bank Value cards for a discount, or end the buying phase (bank: {bank}).</source>
        <translation>Compra una carta, guarda cartas de Valor en el banco como descuento o termina la fase de compra (banco: {bank}).</translation>
    </message>
    <message>
        <source>Buy a card, bank Value cards for a discount, or refresh your hand (this ends your turn). A card must leave your hand before the buying phase can end (R7).</source>
        <translation>Compra una carta, guarda cartas de Valor en el banco como descuento o renueva tu mano (esto termina tu turno). Una carta debe salir de tu mano antes de que pueda terminar la fase de compra (R7).</translation>
    </message>
    <message>
        <source>{player} played Hypnotic Mirror: discard two cards of your choice.</source>
        <translation>{player} jugó Espejo hipnótico: descarta dos cartas a tu elección.</translation>
    </message>
    <message>
        <source>Duel: you may attack an opponent without a Target card, with Books or Courses and at most one Boost, face down (R11).</source>
        <translation>Duelo: puedes atacar a un oponente sin carta de Diana, con Libros o Cursos y como máximo un Impulso, boca abajo (R11).</translation>
    </message>
    <message>
        <source>Duel: attack {attack} against defense {defense}. You may play one Expert (R11).</source>
        <translation>Duelo: ataque {attack} contra defensa {defense}. Puedes jugar un Experto (R11).</translation>
    </message>
    <message>
        <source>Intermediate phase {number}: you may play one card for its intermediate action (R10).</source>
        <translation>Fase intermedia {number}: puedes jugar una carta por su acción intermedia (R10).</translation>
    </message>
    <message>
        <source>Expert purchase: keep one of the two Experts you looked at; the other goes under the Expert stack (R7.5).</source>
        <translation>Compra de Experto: quédate con uno de los dos Expertos que miraste; el otro va debajo del mazo de Expertos (R7.5).</translation>
    </message>
    <message numerus="yes">
        <source>{player} challenges {opponent} with %n face-down card(s).</source>
        <translation>
            <numerusform>{player} reta a {opponent} con %n carta boca abajo.</numerusform>
            <numerusform>{player} reta a {opponent} con %n cartas boca abajo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} defends with %n face-down card(s).</source>
        <translation>
            <numerusform>{player} defiende con %n carta boca abajo.</numerusform>
            <numerusform>{player} defiende con %n cartas boca abajo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} puts the top %n card(s) back in a secret order.</source>
        <translation>
            <numerusform>{player} devuelve su primera carta en un orden secreto.</numerusform>
            <numerusform>{player} devuelve sus %n primeras cartas en un orden secreto.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{attacker} attacks you with %n face-down card(s). Defend with Books or Courses and at most one Defense card (your Defense Modifier adds {modifier}), or decline and lose the duel (R11).</source>
        <translation>
            <numerusform>{attacker} te ataca con %n carta boca abajo. Defiéndete con Libros o Cursos y como máximo una carta de Defensa (tu modificador de defensa suma {modifier}), o renuncia y pierde el duelo (R11).</numerusform>
            <numerusform>{attacker} te ataca con %n cartas boca abajo. Defiéndete con Libros o Cursos y como máximo una carta de Defensa (tu modificador de defensa suma {modifier}), o renuncia y pierde el duelo (R11).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Name the pile to search for %n card(s): your draw pile (only you see it, and it is shuffled afterwards) or your discard pile (R17).</source>
        <translation>
            <numerusform>Elige la pila donde buscar %n carta: tu mazo de robo (solo tú lo ves, y luego se baraja) o tu pila de descartes (R17).</numerusform>
            <numerusform>Elige la pila donde buscar %n cartas: tu mazo de robo (solo tú lo ves, y luego se baraja) o tu pila de descartes (R17).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You fell to {resistance}: refill your hand to six, the last %n card(s) searched for in one of your piles, or decline and keep your hand as it is (R17).</source>
        <translation>
            <numerusform>Bajaste a {resistance}: completa tu mano hasta seis, buscando la última %n carta en una de tus pilas, o renuncia y quédate con tu mano como está (R17).</numerusform>
            <numerusform>Bajaste a {resistance}: completa tu mano hasta seis, buscando las últimas %n cartas en una de tus pilas, o renuncia y quédate con tu mano como está (R17).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Dream Journal: put the top %n card(s) of your draw pile back in any order.</source>
        <translation>
            <numerusform>Diario de sueños: devuelve la carta de arriba (%n) de tu mazo de robo en cualquier orden.</numerusform>
            <numerusform>Diario de sueños: devuelve las %n cartas de arriba de tu mazo de robo en cualquier orden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Take %n card(s) from your discard pile (R17).</source>
        <translation>
            <numerusform>Toma %n carta de tu pila de descartes (R17).</numerusform>
            <numerusform>Toma %n cartas de tu pila de descartes (R17).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Take %n card(s) from your draw pile (R17).</source>
        <translation>
            <numerusform>Toma %n carta de tu mazo de robo (R17).</numerusform>
            <numerusform>Toma %n cartas de tu mazo de robo (R17).</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} ends the buying phase.</source>
        <translation>{player} termina la fase de compra.</translation>
    </message>
    <message>
        <source>{player} plays no card.</source>
        <translation>{player} no juega ninguna carta.</translation>
    </message>
    <message>
        <source>{player} challenges nobody.</source>
        <translation>{player} no reta a nadie.</translation>
    </message>
    <message>
        <source>{player} plays no Expert.</source>
        <translation>{player} no juega ningún Experto.</translation>
    </message>
    <message>
        <source>Beginner (plays at random)</source>
        <translation>Principiante (juega al azar)</translation>
    </message>
    <message>
        <source>Easy (makes mistakes)</source>
        <translation>Fácil (comete errores)</translation>
    </message>
    <message>
        <source>Normal (plays well)</source>
        <translation>Normal (juega bien)</translation>
    </message>
    <message>
        <source>Strategic</source>
        <translation>Estratégico</translation>
    </message>
    <message>
        <source>Strong (looks ahead)</source>
        <translation>Fuerte (piensa por adelantado)</translation>
    </message>
    <message>
        <source>a face-down card</source>
        <translation>una carta boca abajo</translation>
    </message>
    <message numerus="yes">
        <source>%n face-down card(s)</source>
        <translation>
            <numerusform>%n carta boca abajo</numerusform>
            <numerusform>%n cartas boca abajo</numerusform>
        </translation>
    </message>
    <message>
        <source>with the bank</source>
        <translation>con el banco</translation>
    </message>
    <message>
        <source>Attack {total} = {parts}</source>
        <translation>Ataque {total} = {parts}</translation>
    </message>
    <message>
        <source>Defense {total} = {parts}</source>
        <translation>Defensa {total} = {parts}</translation>
    </message>
    <message>
        <source>{card} ({player}): attack {attack}, defense {defense}</source>
        <translation>{card} ({player}): ataque {attack}, defensa {defense}</translation>
    </message>
    <message>
        <source>The game ended without a result.</source>
        <translation>La partida terminó sin resultado.</translation>
    </message>
    <message>
        <source>Play 1</source>
        <translation>Jugar 1</translation>
    </message>
    <message>
        <source>Play 2</source>
        <translation>Jugar 2</translation>
    </message>
    <message>
        <source>What you may do</source>
        <translation>Lo que puedes hacer</translation>
    </message>
    <message>
        <source>{hint} (key {key})</source>
        <translation>{hint} (tecla {key})</translation>
    </message>
    <message>
        <source>buying</source>
        <translation>comprando</translation>
    </message>
    <message>
        <source>choosing a card to play</source>
        <translation>eligiendo una carta para jugar</translation>
    </message>
    <message>
        <source>choosing whom to challenge</source>
        <translation>eligiendo a quién retar</translation>
    </message>
    <message>
        <source>choosing a defense</source>
        <translation>eligiendo su defensa</translation>
    </message>
    <message>
        <source>choosing an Expert</source>
        <translation>eligiendo un Experto</translation>
    </message>
    <message>
        <source>choosing an Expert to keep</source>
        <translation>eligiendo con qué Experto quedarse</translation>
    </message>
    <message>
        <source>choosing two cards to discard</source>
        <translation>eligiendo dos cartas para descartar</translation>
    </message>
    <message>
        <source>putting cards back in order</source>
        <translation>ordenando cartas</translation>
    </message>
    <message>
        <source>searching a pile</source>
        <translation>registrando un mazo</translation>
    </message>
    <message>
        <source>deciding on a refill</source>
        <translation>decidiendo si completa su mano</translation>
    </message>
    <message>
        <source>naming a pile to search</source>
        <translation>eligiendo qué mazo registrar</translation>
    </message>
    <message>
        <source>thinking</source>
        <translation>pensando</translation>
    </message>
    <message>
        <source>A face-down card</source>
        <translation>Una carta boca abajo</translation>
    </message>
    <message>
        <source>Only its owner knows it.</source>
        <translation>Solo su dueño la conoce.</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Tu mano</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>La mesa</translation>
    </message>
    <message>
        <source>Shuffling the stacks and piles</source>
        <translation>Barajando los mazos y las pilas</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partida ha terminado</translation>
    </message>
    <message>
        <source>See the result.</source>
        <translation>Mira el resultado.</translation>
    </message>
    <message>
        <source>Nothing to decide here: {option}.</source>
        <translation>Nada que decidir aquí: {option}.</translation>
    </message>
    <message>
        <source>go on</source>
        <translation>seguir</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Tu jugada</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Repetición</translation>
    </message>
    <message>
        <source>The table as it was at this step.</source>
        <translation>La mesa tal como estaba en este paso.</translation>
    </message>
    <message>
        <source>{player} is {doing}.</source>
        <translation>{player} está {doing}.</translation>
    </message>
    <message>
        <source>The cards are being dealt.</source>
        <translation>Se están repartiendo las cartas.</translation>
    </message>
    <message>
        <source>Please wait</source>
        <translation>Espera, por favor</translation>
    </message>
    <message>
        <source>Turn {turn} · {player}</source>
        <translation>Turno {turn} · {player}</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <source>Your decision</source>
        <translation>Te toca decidir</translation>
    </message>
    <message>
        <source>Waiting for {player}: {doing}</source>
        <translation>Esperando a {player}: {doing}</translation>
    </message>
    <message>
        <source>{card} (selected)</source>
        <translation>{card} (elegida)</translation>
    </message>
    <message numerus="yes">
        <source>Basic stack: %n card(s)</source>
        <translation>
            <numerusform>Mazo básico: %n carta</numerusform>
            <numerusform>Mazo básico: %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>A blind purchase costs 6 (R7.4).</source>
        <translation>Una compra a ciegas cuesta 6 (R7.4).</translation>
    </message>
    <message numerus="yes">
        <source>Expert stack: %n card(s)</source>
        <translation>
            <numerusform>Mazo de Expertos: %n carta</numerusform>
            <numerusform>Mazo de Expertos: %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>An Expert costs 8 (R7.5).</source>
        <translation>Un Experto cuesta 8 (R7.5).</translation>
    </message>
    <message>
        <source>Resistance {r}; hand {h}; draw pile {d}; discard pile {x}.</source>
        <translation>Resistencia {r}; mano {h}; mazo de robo {d}; descartes {x}.</translation>
    </message>
    <message>
        <source>Has a Target card.</source>
        <translation>Tiene una carta de Diana.</translation>
    </message>
    <message>
        <source>Card gallery</source>
        <translation>Galería de cartas</translation>
    </message>
    <message>
        <source>Hypnose</source>
        <translation>Hypnose</translation>
    </message>
    <message>
        <source>Starting Mental Resistance</source>
        <translation>Resistencia mental inicial</translation>
    </message>
    <message>
        <source>Turn-order compensation</source>
        <translation>Compensación de turno</translation>
    </message>
    <message>
        <source>12 (standard)</source>
        <translation>12 (normal)</translation>
    </message>
    <message>
        <source>7 (short game)</source>
        <translation>7 (partida corta)</translation>
    </message>
    <message>
        <source>5 (quick game)</source>
        <translation>5 (partida rápida)</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Ninguna</translation>
    </message>
    <message>
        <source>Later players bank 1, 2, 3</source>
        <translation>Los siguientes empiezan con descuento de 1, 2, 3</translation>
    </message>
    <message>
        <source>Later players bank 2, 4, 6</source>
        <translation>Los siguientes empiezan con descuento de 2, 4, 6</translation>
    </message>
    <message>
        <source>Later players draw 7 in their first turn</source>
        <translation>Los siguientes roban hasta 7 en su primer turno</translation>
    </message>
    <message>
        <source>No duel in the first turn</source>
        <translation>Sin duelo en el primer turno</translation>
    </message>
    <message>
        <source>No first duel, and banks 1, 2, 3</source>
        <translation>Sin primer duelo, y descuentos de 1, 2, 3</translation>
    </message>
    <message>
        <source>First player starts one lower</source>
        <translation>El primer jugador empieza un punto más abajo</translation>
    </message>
    <message>
        <source>Later players start one lower</source>
        <translation>Los demás empiezan un punto más abajo</translation>
    </message>
    <message>
        <source>Later players start 1, 2, 3 lower</source>
        <translation>Los demás empiezan 1, 2, 3 más abajo</translation>
    </message>
    <message>
        <source>Last player starts one lower</source>
        <translation>El último empieza un punto más abajo</translation>
    </message>
    <message>
        <source>Later players start one lower, bank 1, 2, 3</source>
        <translation>Los demás: un punto más abajo, descuento 1, 2, 3</translation>
    </message>
    <message>
        <source>Later players start one lower, the last banks 1</source>
        <translation>Los demás un punto más abajo; el último, descuento 1</translation>
    </message>
    <message>
        <source>Later players start one lower, the 4th two lower</source>
        <translation>Los demás un punto más abajo; el 4.º, dos</translation>
    </message>
    <message>
        <source>Later players start one lower, no first duel</source>
        <translation>Los demás un punto más abajo; sin primer duelo</translation>
    </message>
    <message>
        <source>Later players start one lower and draw 7 first</source>
        <translation>Los demás un punto más abajo y roban 7 al empezar</translation>
    </message>
    <message>
        <source>Later players start one lower and draw 8 first</source>
        <translation>Los demás un punto más abajo y roban 8 al empezar</translation>
    </message>
    <message>
        <source>Later players one lower, draw 7 (last 8)</source>
        <translation>Los demás más abajo; roban 7 (el último 8)</translation>
    </message>
    <message>
        <source>Later players one lower, draw 7, 8, 8</source>
        <translation>Los demás más abajo; roban 7, 8, 8</translation>
    </message>
    <message>
        <source>Later players one lower, draw 7, 8 (at 4: 8, 8, 8)</source>
        <translation>Los demás más abajo; roban 7, 8 (a 4: 8, 8, 8)</translation>
    </message>
    <message>
        <source>Standard: later players one lower, draw 7, 8, 9</source>
        <translation>Estándar: los demás más abajo; roban 7, 8, 9</translation>
    </message>
    <message>
        <source>One lower, draw 7, 7, 8, 3rd and 4th bank 1</source>
        <translation>Más abajo; roban 7, 7, 8; 3.º y 4.º descuento 1</translation>
    </message>
    <message>
        <source>One lower, draw 7, 8, 8, the 4th banks 1</source>
        <translation>Más abajo; roban 7, 8, 8; el 4.º descuento 1</translation>
    </message>
    <message>
        <source>One lower, draw 7, 8, 8, the 4th banks 2</source>
        <translation>Más abajo; roban 7, 8, 8; el 4.º descuento 2</translation>
    </message>
    <message>
        <source>Mental Resistance</source>
        <translation>Resistencia mental</translation>
    </message>
    <message>
        <source>The top bar: whose turn it is and the turn&apos;s five steps: buy, play a card, duel, play a card, refresh. The current step is highlighted.</source>
        <translation>La barra superior: de quién es el turno y sus cinco pasos: comprar, jugar una carta, duelo, jugar una carta, renovar. El paso actual está resaltado.</translation>
    </message>
    <message>
        <source>The market: five cards for sale with their price in the corner, the Basic stack (a blind purchase costs 6) and the Expert stack (8). Click a card to buy it: a payment is suggested from your hand.</source>
        <translation>El mercado: cinco cartas a la venta con su precio en la esquina, el mazo básico (una compra a ciegas cuesta 6) y el mazo de Expertos (8). Haz clic en una carta para comprarla: se te propone un pago con tu mano.</translation>
    </message>
    <message>
        <source>Your hand. Click a card to select it (it lifts); hover over it to see it large. Value cards pay, Books pay their resale, Books and Courses fight duels.</source>
        <translation>Tu mano. Haz clic en una carta para elegirla (se levanta); pasa el ratón por encima para verla grande. Las cartas de Valor pagan, los Libros pagan su reventa, los Libros y Cursos luchan en los duelos.</translation>
    </message>
    <message>
        <source>What you may do now, in one line, and a button for each thing you may do. A greyed button tells why in its tooltip. Keys 1 to 6 press the buttons.</source>
        <translation>Lo que puedes hacer ahora, en una línea, y un botón para cada cosa que puedes hacer. Un botón gris explica el motivo en su ayuda emergente. Las teclas 1 a 6 pulsan los botones.</translation>
    </message>
    <message>
        <source>Your opponents: their Mental Resistance, hand and piles, the top of their discard pile, their Target card and Defense Modifier, and what they are doing.</source>
        <translation>Tus oponentes: su Resistencia mental, su mano y sus mazos, la carta superior de sus descartes, su Diana y su Modificador de defensa, y lo que están haciendo.</translation>
    </message>
    <message>
        <source>The duel area: the cards of a duel lie face down, are turned up together, and the totals with their parts say who won.</source>
        <translation>La zona de duelo: las cartas de un duelo están boca abajo, se giran a la vez, y los totales con sus partes dicen quién ganó.</translation>
    </message>
    <message>
        <source>The Mental Resistance track. The primes (11, 7, 5, 3, 2) are landings: a loss stops there and something happens. At 0 a player is hypnotized.</source>
        <translation>El marcador de Resistencia mental. Los primos (11, 7, 5, 3, 2) son paradas: una pérdida se detiene ahí y pasa algo. En 0 un jugador queda hipnotizado.</translation>
    </message>
    <message>
        <source>You: your resistance, your bank, your draw pile and your discard pile.</source>
        <translation>Tú: tu resistencia, tu banco, tu mazo de robo y tu pila de descartes.</translation>
    </message>
    <message>
        <source>The log: everything that happens, in words. Click a card&apos;s name to see the card.</source>
        <translation>El registro: todo lo que pasa, en palabras. Haz clic en el nombre de una carta para verla.</translation>
    </message>
    <message>
        <source>Chart: {score} per turn</source>
        <translation>Gráfico: {score} por turno</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Turno</translation>
    </message>
    <message>
        <source>{place}. {player}: {score}</source>
        <translation>{place}.º {player}: {score}</translation>
    </message>
    <message>
        <source>Replay this game</source>
        <translation>Ver la repetición</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Jugar otra vez</translation>
    </message>
    <message>
        <source>Back to the start</source>
        <translation>Volver al inicio</translation>
    </message>
    <message>
        <source>{player} wins.</source>
        <translation>{player} gana.</translation>
    </message>
    <message>
        <source>You are the Master hypnotist!</source>
        <translation>¡Ganas el título de Maestro de la hipnosis!</translation>
    </message>
    <message>
        <source>{player} is the Master hypnotist.</source>
        <translation>{player} gana el título de Maestro de la hipnosis.</translation>
    </message>
    <message>
        <source>The game ended without a winner.</source>
        <translation>La partida terminó sin ganador.</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Naranja</translation>
    </message>
    <message>
        <source>Sky blue</source>
        <translation>Azul cielo</translation>
    </message>
    <message>
        <source>Bluish green</source>
        <translation>Verde azulado</translation>
    </message>
    <message>
        <source>Reddish purple</source>
        <translation>Púrpura rojizo</translation>
    </message>
    <message>
        <source>Vermillion</source>
        <translation>Bermellón</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <source>Your colour</source>
        <translation>Tu color</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lentas</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normales</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rápidas</translation>
    </message>
    <message>
        <source>Off (reduce motion)</source>
        <translation>Desactivadas (reducir movimiento)</translation>
    </message>
    <message>
        <source>Slowly</source>
        <translation>Despacio</translation>
    </message>
    <message>
        <source>At a normal pace</source>
        <translation>A ritmo normal</translation>
    </message>
    <message>
        <source>Quickly</source>
        <translation>Deprisa</translation>
    </message>
    <message>
        <source>At once</source>
        <translation>Al instante</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Tu nombre</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>Data folder</source>
        <translation>Carpeta de datos</translation>
    </message>
    <message>
        <source>Animations</source>
        <translation>Animaciones</translation>
    </message>
    <message>
        <source>Bots play</source>
        <translation>Los bots juegan</translation>
    </message>
    <message>
        <source>Sounds</source>
        <translation>Sonidos</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Idioma del sistema</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Examinar…</translation>
    </message>
    <message>
        <source>Set by --data-dir or HYPNOSE_DATA_DIR for this run.</source>
        <translation>Fijada por --data-dir o HYPNOSE_DATA_DIR en esta ejecución.</translation>
    </message>
    <message>
        <source>Your identity, saved games, replays and LAN games are kept here.</source>
        <translation>Aquí se guardan tu identidad, las partidas guardadas, las repeticiones y las partidas en red local.</translation>
    </message>
    <message>
        <source>A short sound when it is your turn</source>
        <translation>Un sonido breve cuando te toca</translation>
    </message>
    <message>
        <source>Step {n} of {total}</source>
        <translation>Paso {n} de {total}</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Atrás</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Siguiente</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Listo</translation>
    </message>
    <message>
        <source>Close the guide</source>
        <translation>Cerrar la guía</translation>
    </message>
    <message>
        <source>Help: {game}</source>
        <translation>Ayuda: {game}</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>The rules are written in English for now; everything on the table speaks your language.</source>
        <translation>Por ahora las reglas están escritas en inglés; todo lo que hay en la mesa está en tu idioma.</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartas</translation>
    </message>
    <message>
        <source>First game</source>
        <translation>Primera partida</translation>
    </message>
    <message>
        <source>Show me on the table</source>
        <translation>Muéstramelo en la mesa</translation>
    </message>
    <message>
        <source>Start a game first: the guide points at its table.</source>
        <translation>Empieza primero una partida: la guía señala su mesa.</translation>
    </message>
    <message>
        <source>{setting}: {value}</source>
        <translation>{setting}: {value}</translation>
    </message>
    <message>
        <source>{game} · {opener} ({code}) · {taken}/{seats} players</source>
        <translation>{game} · {opener} ({code}) · {taken}/{seats} jugadores</translation>
    </message>
    <message>
        <source>On your network</source>
        <translation>En tu red</translation>
    </message>
    <message>
        <source>Tables on your network</source>
        <translation>Mesas en tu red</translation>
    </message>
    <message>
        <source>Open a table</source>
        <translation>Abrir una mesa</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Unirse</translation>
    </message>
    <message>
        <source>Join by address…</source>
        <translation>Unirse por dirección…</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>Mirar</translation>
    </message>
    <message>
        <source>No table found yet. Check that this computer is on the same network as the table&apos;s opener (not a guest network that keeps devices apart), and that a firewall lets through UDP port 5353 (discovery) and the game&apos;s TCP port ({port} unless the opener shows another). Or join by address.</source>
        <translation>Aún no se encontró ninguna mesa. Comprueba que este ordenador está en la misma red que quien abrió la mesa (no en una red de invitados que aísla los dispositivos) y que el cortafuegos deja pasar el puerto UDP 5353 (descubrimiento) y el puerto TCP del juego ({port}, salvo que quien abrió la mesa indique otro). O únete por dirección.</translation>
    </message>
    <message>
        <source>Tables opened on your network appear here by themselves.</source>
        <translation>Las mesas abiertas en tu red aparecen aquí solas.</translation>
    </message>
    <message>
        <source>Connecting to your network…</source>
        <translation>Conectando con tu red…</translation>
    </message>
    <message>
        <source>Not connected to the network yet.</source>
        <translation>Todavía sin conexión a la red.</translation>
    </message>
    <message>
        <source>Choose a table in the list first.</source>
        <translation>Primero elige una mesa de la lista.</translation>
    </message>
    <message>
        <source>Open a table for others to join.</source>
        <translation>Abre una mesa para que otros se unan.</translation>
    </message>
    <message>
        <source>Join a table by its address (host:port).</source>
        <translation>Únete a una mesa por su dirección (equipo:puerto).</translation>
    </message>
    <message>
        <source>Join by address</source>
        <translation>Unirse por dirección</translation>
    </message>
    <message>
        <source>Address (host:port):</source>
        <translation>Dirección (equipo:puerto):</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Registro de la partida</translation>
    </message>
    <message>
        <source>Everything that happens, newest last; card names are links.</source>
        <translation>Todo lo que pasa, lo más reciente al final; los nombres de las cartas son enlaces.</translation>
    </message>
    <message>
        <source>Replays</source>
        <translation>Repeticiones</translation>
    </message>
    <message>
        <source>Choose a finished game to watch again.</source>
        <translation>Elige una partida terminada para verla de nuevo.</translation>
    </message>
    <message>
        <source>No finished game yet.</source>
        <translation>Todavía no hay ninguna partida terminada.</translation>
    </message>
    <message>
        <source>Finished games</source>
        <translation>Partidas terminadas</translation>
    </message>
    <message>
        <source>{when}: {names}. Winner: {winner}.</source>
        <translation>{when}: {names}. Ganador: {winner}.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Adelante</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Final</translation>
    </message>
    <message>
        <source>The deal (Home)</source>
        <translation>El reparto (Inicio)</translation>
    </message>
    <message>
        <source>One step back (Left arrow)</source>
        <translation>Un paso atrás (flecha izquierda)</translation>
    </message>
    <message>
        <source>One step forward (Right arrow)</source>
        <translation>Un paso adelante (flecha derecha)</translation>
    </message>
    <message>
        <source>The end of the game (End)</source>
        <translation>El final de la partida (Fin)</translation>
    </message>
    <message>
        <source>Close the replay</source>
        <translation>Cerrar la repetición</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Paso</translation>
    </message>
    <message numerus="yes">
        <source>You play against %n bot(s): {names}.</source>
        <translation>
            <numerusform>Juegas contra %n bot: {names}.</numerusform>
            <numerusform>Juegas contra %n bots: {names}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hypnotists duel for the title of Master hypnotist. 2 to 4 players.</source>
        <translation>Hipnotizadores se baten en duelo por el título de Maestro de la hipnosis. De 2 a 4 jugadores.</translation>
    </message>
    <message>
        <source>Help and rules</source>
        <translation>Ayuda y reglas</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Color</translation>
    </message>
    <message>
        <source>Buy Books, Courses and tools from the market with your Value cards.</source>
        <translation>Compra Libros, Cursos y herramientas en el mercado con tus cartas de Valor.</translation>
    </message>
    <message>
        <source>Play a card for its action, then challenge an opponent to a hypnotic duel.</source>
        <translation>Juega una carta por su acción y reta a un oponente a un duelo hipnótico.</translation>
    </message>
    <message>
        <source>Both choose face down; the higher total wins. The loser sinks deeper into trance.</source>
        <translation>Ambos eligen boca abajo; gana el total más alto. El perdedor se hunde más en el trance.</translation>
    </message>
    <message>
        <source>The last player with Mental Resistance left is the Master hypnotist.</source>
        <translation>El último jugador al que le quede Resistencia mental es el Maestro de la hipnosis.</translation>
    </message>
    <message>
        <source>How a game goes</source>
        <translation>Cómo va una partida</translation>
    </message>
    <message>
        <source>Play offline against bots</source>
        <translation>Jugar sin conexión contra bots</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>Bots</source>
        <translation>Bots</translation>
    </message>
    <message>
        <source>Start a game</source>
        <translation>Empezar una partida</translation>
    </message>
    <message>
        <source>First game? Start with the guide</source>
        <translation>¿Primera partida? Empieza con la guía</translation>
    </message>
    <message numerus="yes">
        <source>An unfinished game from {when}, %n player(s).</source>
        <translation>
            <numerusform>Una partida sin terminar del {when}, %n jugador.</numerusform>
            <numerusform>Una partida sin terminar del {when}, %n jugadores.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You had made %n choice(s).</source>
        <translation>
            <numerusform>Habías hecho %n jugada.</numerusform>
            <numerusform>Habías hecho %n jugadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <source>Discard it</source>
        <translation>Descartarla</translation>
    </message>
    <message>
        <source>{what}: {done} of {total}</source>
        <translation>{what}: {done} de {total}</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Ayuda</translation>
    </message>
    <message>
        <source>Rules, cards and the first-game guide (F1)</source>
        <translation>Reglas, cartas y la guía de la primera partida (F1)</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Salir</translation>
    </message>
    <message>
        <source>Watch from:</source>
        <translation>Ver desde:</translation>
    </message>
    <message>
        <source>The player whose side of the table you see (a watcher sees no hidden card).</source>
        <translation>El jugador desde cuyo lado ves la mesa (quien mira no ve ninguna carta oculta).</translation>
    </message>
    <message>
        <source>Back to the start screen; an offline game can be resumed there.</source>
        <translation>Volver a la pantalla de inicio; allí se puede continuar una partida sin conexión.</translation>
    </message>
    <message>
        <source>This game is not known to this version.</source>
        <translation>Esta versión no conoce este juego.</translation>
    </message>
    <message>
        <source>This game was saved with other rules or cards ({saved}); it cannot be resumed.</source>
        <translation>Esta partida se guardó con otras reglas o cartas ({saved}); no se puede continuar.</translation>
    </message>
    <message>
        <source>The saved game could not be restored: {why}</source>
        <translation>No se pudo recuperar la partida guardada: {why}</translation>
    </message>
    <message>
        <source>Drawn by this computer for an offline game: nobody else took part, so there are no proofs to verify.</source>
        <translation>Sorteado por este ordenador en una partida sin conexión: nadie más participó, así que no hay pruebas que verificar.</translation>
    </message>
    <message>
        <source>Dealt by this computer for an offline game: nobody else took part, so there are no proofs to verify.</source>
        <translation>Repartida por este ordenador en una partida sin conexión: nadie más participó, así que no hay pruebas que verificar.</translation>
    </message>
    <message>
        <source>a decision</source>
        <translation>una decisión</translation>
    </message>
    <message>
        <source>a sealed decision</source>
        <translation>una decisión sellada</translation>
    </message>
    <message>
        <source>the opening of a sealed decision</source>
        <translation>la apertura de una decisión sellada</translation>
    </message>
    <message>
        <source>a shuffle and its proof</source>
        <translation>un barajado y su prueba</translation>
    </message>
    <message>
        <source>a private reorder</source>
        <translation>una reordenación privada</translation>
    </message>
    <message>
        <source>decryption shares</source>
        <translation>partes de descifrado</translation>
    </message>
    <message>
        <source>the opening of a duel selection</source>
        <translation>la apertura de una selección de duelo</translation>
    </message>
    <message>
        <source>a random commitment</source>
        <translation>un compromiso aleatorio</translation>
    </message>
    <message>
        <source>a random reveal</source>
        <translation>una revelación aleatoria</translation>
    </message>
    <message>
        <source>its key</source>
        <translation>su clave</translation>
    </message>
    <message>
        <source>its secret</source>
        <translation>su secreto</translation>
    </message>
    <message>
        <source>its audit secrets</source>
        <translation>sus secretos de auditoría</translation>
    </message>
    <message>
        <source>its declaration</source>
        <translation>su declaración</translation>
    </message>
    <message>
        <source>its commitment for a moment of the scramble</source>
        <translation>su compromiso para un instante de la ronda</translation>
    </message>
    <message>
        <source>the opening of its moment of the scramble</source>
        <translation>la apertura de su instante de la ronda</translation>
    </message>
    <message>
        <source>then every peer is asked for it</source>
        <translation>después se pide a todos los participantes</translation>
    </message>
    <message>
        <source>then it is declared unpaid</source>
        <translation>después se declara impagado</translation>
    </message>
    <message>
        <source>then the table stops waiting</source>
        <translation>después la mesa deja de esperar</translation>
    </message>
    <message>
        <source>Waiting for {name}: {what} ({waited} s); {then} in {left} s.</source>
        <translation>Esperando a {name}: {what} ({waited} s); {then} en {left} s.</translation>
    </message>
    <message>
        <source>then the table moves on</source>
        <translation>después la mesa continúa</translation>
    </message>
    <message>
        <source>{name}&apos;s computer is not connected.</source>
        <translation>El ordenador de {name} no está conectado.</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Juego:</translation>
    </message>
    <message>
        <source>Bots play the seats nobody takes</source>
        <translation>Los bots juegan los asientos que nadie ocupe</translation>
    </message>
    <message>
        <source>Bots:</source>
        <translation>Bots:</translation>
    </message>
    <message>
        <source>Others may watch</source>
        <translation>Otros pueden mirar</translation>
    </message>
    <message>
        <source>Open the table</source>
        <translation>Abrir la mesa</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Seat {n}: empty</source>
        <translation>Asiento {n}: vacío</translation>
    </message>
    <message>
        <source>Seat {n}: {name}, a bot ({code})</source>
        <translation>Asiento {n}: {name}, un bot ({code})</translation>
    </message>
    <message>
        <source>Seat {n}: {name} ({code})</source>
        <translation>Asiento {n}: {name} ({code})</translation>
    </message>
    <message>
        <source>you</source>
        <translation>tú</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>listo</translation>
    </message>
    <message>
        <source>not ready</source>
        <translation>no listo</translation>
    </message>
    <message>
        <source>Joining the table…</source>
        <translation>Uniéndose a la mesa…</translation>
    </message>
    <message>
        <source>{game} for {seats}, opened by {opener}</source>
        <translation>{game} para {seats}, abierta por {opener}</translation>
    </message>
    <message>
        <source>Waiting for every seat to be taken and every player to be ready.</source>
        <translation>Esperando a que se ocupen todos los asientos y todos estén listos.</translation>
    </message>
    <message>
        <source>When you are ready, bots take the seats still empty.</source>
        <translation>Cuando estés listo, los bots ocuparán los asientos que sigan vacíos.</translation>
    </message>
    <message>
        <source>Others join from their start screen, or by the address {address}.</source>
        <translation>Los demás se unen desde su pantalla de inicio o con la dirección {address}.</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Asientos</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>En la mesa</translation>
    </message>
    <message>
        <source>Not ready</source>
        <translation>No estoy listo</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Estoy listo</translation>
    </message>
    <message>
        <source>The game starts when every player is ready.</source>
        <translation>La partida empieza cuando todos están listos.</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Cerrar la mesa</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Dejar la mesa</translation>
    </message>
    <message>
        <source>A player joined the table.</source>
        <translation>Un jugador se unió a la mesa.</translation>
    </message>
    <message>
        <source>A player left the table.</source>
        <translation>Un jugador dejó la mesa.</translation>
    </message>
    <message>
        <source>Refused: {why}</source>
        <translation>Rechazado: {why}</translation>
    </message>
    <message>
        <source>Removed from the table: {why}</source>
        <translation>Expulsado de la mesa: {why}</translation>
    </message>
    <message>
        <source>Every seat is taken and every player is ready: the game starts.</source>
        <translation>Todos los asientos ocupados y todos listos: la partida empieza.</translation>
    </message>
    <message>
        <source>The start was called off: {why}</source>
        <translation>El inicio se canceló: {why}</translation>
    </message>
    <message>
        <source>The terms are agreed: the game begins.</source>
        <translation>Las condiciones están acordadas: empieza la partida.</translation>
    </message>
    <message>
        <source>The table closed: {why}</source>
        <translation>La mesa se cerró: {why}</translation>
    </message>
    <message>
        <source>Careful: {why}</source>
        <translation>Cuidado: {why}</translation>
    </message>
    <message>
        <source>A problem: {why}</source>
        <translation>Un problema: {why}</translation>
    </message>
    <message>
        <source>The network could not start: {why}</source>
        <translation>No se pudo iniciar la red: {why}</translation>
    </message>
    <message>
        <source>The game of {name} could not be followed (it may be over): {why}</source>
        <translation>No se pudo seguir la partida de {name} (quizá ya terminó): {why}</translation>
    </message>
    <message>
        <source>Watched: every message and proof of the game was checked here ({count} proofs verified).</source>
        <translation>Observada: aquí se comprobó cada mensaje y cada prueba de la partida ({count} pruebas verificadas).</translation>
    </message>
    <message>
        <source>Cheating was proven: {words}</source>
        <translation>Se demostró una trampa: {words}</translation>
    </message>
    <message>
        <source>Not fully audited: the secrets of {who} never arrived, so the hidden cards, the private reorders and the replay with every card known could not be checked. The result stands.</source>
        <translation>Auditoría incompleta: los secretos de {who} nunca llegaron, así que no se pudieron comprobar las cartas ocultas, las reordenaciones privadas ni la repetición con todas las cartas a la vista. El resultado se mantiene.</translation>
    </message>
    <message>
        <source>Fair: every random draw was made jointly by the peers, and each peer&apos;s part matched what it had committed to before any was revealed ({draws} draws and {count} proofs verified).</source>
        <translation>Limpia: cada sorteo aleatorio se hizo entre todos los equipos, y la parte de cada uno coincidió con lo que había comprometido antes de revelar ninguna ({draws} sorteos y {count} pruebas verificados).</translation>
    </message>
    <message>
        <source>Fair: every shuffle, deal and opening of the other players was checked ({count} proofs verified).</source>
        <translation>Limpia: se comprobó cada barajado, reparto y apertura de los demás jugadores ({count} pruebas verificadas).</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rojo</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>naranja</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>amarillo</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>azul</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>morado</translation>
    </message>
    <message>
        <source>{player} leaves home from {start} with a {die}, to {end}.</source>
        <translation>{player} sale de casa desde {start} con un {die}, hasta {end}.</translation>
    </message>
    <message>
        <source>{player} does not enter the centre; the remaining dice are lost (H13).</source>
        <translation>{player} no entra en el centro; los dados que quedan se pierden (H13).</translation>
    </message>
    <message>
        <source>The dice show {dice}.</source>
        <translation>Los dados muestran {dice}.</translation>
    </message>
    <message>
        <source>The colours are drawn (H6): {colours}.</source>
        <translation>Se sortean los colores (H6): {colours}.</translation>
    </message>
    <message>
        <source>Start roll (H7): {rolls}.</source>
        <translation>Tirada de salida (H7): {rolls}.</translation>
    </message>
    <message>
        <source>{player} plays {colour}.</source>
        <translation>{player} juega con el {colour}.</translation>
    </message>
    <message>
        <source>{player} rolls {dice} for the start.</source>
        <translation>{player} saca {dice} en la tirada de salida.</translation>
    </message>
    <message>
        <source>{seats} tie for the highest roll and roll again (H7).</source>
        <translation>{seats} empatan con la tirada más alta y vuelven a tirar (H7).</translation>
    </message>
    <message>
        <source>{player} has the highest roll and starts.</source>
        <translation>{player} saca la tirada más alta y empieza.</translation>
    </message>
    <message>
        <source>{player} timed out: the strategic bot plays this seat from now on, and it ranks last.</source>
        <translation>{player} agotó su tiempo: desde ahora juega por este puesto el bot estratégico, y queda el último de la clasificación.</translation>
    </message>
    <message>
        <source>{player} (bot): {action}</source>
        <translation>{player} (bot): {action}</translation>
    </message>
    <message>
        <source>Turn {turn}: {player} ({colour}) rolls {dice}.</source>
        <translation>Turno {turn}: {player} ({colour}) saca {dice}.</translation>
    </message>
    <message>
        <source>Five pawns are in the centre: the game ends (H16). Scores: {scores}.</source>
        <translation>Hay cinco peones en el centro: la partida termina (H16). Puntuaciones: {scores}.</translation>
    </message>
    <message>
        <source>No pawn is left on the board: the game ends (H16). Scores: {scores}.</source>
        <translation>No queda ningún peón en el tablero: la partida termina (H16). Puntuaciones: {scores}.</translation>
    </message>
    <message>
        <source>The safety cap of turns is reached: the game ends (H16). Scores: {scores}.</source>
        <translation>Se alcanza el límite de turnos: la partida termina (H16). Puntuaciones: {scores}.</translation>
    </message>
    <message>
        <source>Places (H18): {places}.</source>
        <translation>Puestos (H18): {places}.</translation>
    </message>
    <message numerus="yes">
        <source>{player} moves %n pawn(s) from {start} to {end} with a {die}.</source>
        <translation>
            <numerusform>{player} mueve %n peón de {start} a {end} con un {die}.</numerusform>
            <numerusform>{player} mueve %n peones de {start} a {end} con un {die}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} crosses with %n pawn(s) from {start} to {end} with a {die} (H11).</source>
        <translation>
            <numerusform>{player} cruza con %n peón de {start} a {end} con un {die} (H11).</numerusform>
            <numerusform>{player} cruza con %n peones de {start} a {end} con un {die} (H11).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} enters the centre with %n pawn(s) from gate {start} (H12).</source>
        <translation>
            <numerusform>{player} entra en el centro con %n peón desde la puerta {start} (H12).</numerusform>
            <numerusform>{player} entra en el centro con %n peones desde la puerta {start} (H12).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} reaches the centre: arrival {arrival}, %n point(s) (H17).</source>
        <translation>
            <numerusform>{player} llega al centro: llegada {arrival}, %n punto (H17).</numerusform>
            <numerusform>{player} llega al centro: llegada {arrival}, %n puntos (H17).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} loses %n pawn(s) to a capture (H15).</source>
        <translation>
            <numerusform>{player} pierde %n peón por una captura (H15).</numerusform>
            <numerusform>{player} pierde %n peones por una captura (H15).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No legal move left: %n die(s) lost: {dice} (H13).</source>
        <translation>
            <numerusform>No queda ningún movimiento legal: se pierde %n dado: {dice} (H13).</numerusform>
            <numerusform>No queda ningún movimiento legal: se pierden %n dados: {dice} (H13).</numerusform>
        </translation>
    </message>
    <message>
        <source>the centre</source>
        <translation>el centro</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} y {second}</translation>
    </message>
    <message>
        <source>Fair roll ({value} of {bound}): the hash of every peer&apos;s random bytes, each committed before any was revealed; every reveal matched its commitment.</source>
        <translation>Tirada justa ({value} de {bound}): el hash de los bytes aleatorios de cada equipo, todos comprometidos antes de revelar ninguno; cada revelación coincidió con su compromiso.</translation>
    </message>
    <message>
        <source>Fair draw ({value} of {bound}): the hash of every peer&apos;s random bytes, each committed before any was revealed; every reveal matched its commitment.</source>
        <translation>Sorteo justo ({value} de {bound}): el hash de los bytes aleatorios de cada equipo, todos comprometidos antes de revelar ninguno; cada revelación coincidió con su compromiso.</translation>
    </message>
    <message>
        <source>Rolled by this computer ({value} of {bound}): offline, nothing to verify.</source>
        <translation>Tirada de este ordenador ({value} de {bound}): sin red, nada que verificar.</translation>
    </message>
    <message>
        <source>Drawn by this computer ({value} of {bound}): offline, nothing to verify.</source>
        <translation>Sorteo de este ordenador ({value} de {bound}): sin red, nada que verificar.</translation>
    </message>
    <message>
        <source>home {home} · board {board} · centre {centre} · lost {lost}</source>
        <translation>casa {home} · tablero {board} · centro {centre} · perdidos {lost}</translation>
    </message>
    <message>
        <source>score {score}</source>
        <translation>puntos {score}</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Puntuaciones</translation>
    </message>
    <message>
        <source>Arrivals in the centre</source>
        <translation>Llegadas al centro</translation>
    </message>
    <message>
        <source>Nobody yet.</source>
        <translation>Nadie todavía.</translation>
    </message>
    <message numerus="yes">
        <source>{arrival}. {player}: %n point(s)</source>
        <translation>
            <numerusform>{arrival}. {player}: %n punto</numerusform>
            <numerusform>{arrival}. {player}: %n puntos</numerusform>
        </translation>
    </message>
    <message>
        <source>Your pawns that can move</source>
        <translation>Tus peones que pueden moverse</translation>
    </message>
    <message>
        <source>Where they can go</source>
        <translation>Adónde pueden ir</translation>
    </message>
    <message>
        <source>The board</source>
        <translation>El tablero</translation>
    </message>
    <message>
        <source>Do not enter the centre (the remaining dice are lost)</source>
        <translation>No entrar en el centro (se pierden los dados que quedan)</translation>
    </message>
    <message>
        <source>{die}: enter the centre from {start}</source>
        <translation>{die}: entrar en el centro desde {start}</translation>
    </message>
    <message>
        <source>{die}: leave home to {end}</source>
        <translation>{die}: salir de casa hasta {end}</translation>
    </message>
    <message>
        <source>{die}: cross from {start} to {end}</source>
        <translation>{die}: cruzar de {start} a {end}</translation>
    </message>
    <message>
        <source>{die}: {start} to {end}</source>
        <translation>{die}: de {start} a {end}</translation>
    </message>
    <message>
        <source>{move}, both pawns</source>
        <translation>{move}, los dos peones</translation>
    </message>
    <message>
        <source>{turn}. Dice to use: {dice}.</source>
        <translation>{turn}. Dados por usar: {dice}.</translation>
    </message>
    <message>
        <source>Dice to use: {dice}.</source>
        <translation>Dados por usar: {dice}.</translation>
    </message>
    <message>
        <source>Only one move is possible: {move}.</source>
        <translation>Solo hay un movimiento posible: {move}.</translation>
    </message>
    <message>
        <source>Several moves lead there: choose one.</source>
        <translation>Varios movimientos llevan allí: elige uno.</translation>
    </message>
    <message>
        <source>Now click where it goes: a highlighted space (the tag says which die).</source>
        <translation>Ahora haz clic en su destino: una casilla resaltada (la etiqueta dice qué dado).</translation>
    </message>
    <message>
        <source>Click one of your ringed pawns, then where it goes.</source>
        <translation>Haz clic en uno de tus peones con anillo y luego en su destino.</translation>
    </message>
    <message>
        <source>Watching</source>
        <translation>Observando</translation>
    </message>
    <message>
        <source>You follow this game without a seat.</source>
        <translation>Sigues esta partida sin ocupar un asiento.</translation>
    </message>
    <message>
        <source>{player} is moving.</source>
        <translation>{player} está moviendo.</translation>
    </message>
    <message>
        <source>The dice are being rolled.</source>
        <translation>Se están tirando los dados.</translation>
    </message>
    <message>
        <source>Drawing colours and the first player</source>
        <translation>Sorteo de colores y del primer jugador</translation>
    </message>
    <message>
        <source>Waiting for {player}</source>
        <translation>Esperando a {player}</translation>
    </message>
    <message numerus="yes">
        <source>{space}: %n move(s)</source>
        <translation>
            <numerusform>{space}: %n movimiento</numerusform>
            <numerusform>{space}: %n movimientos</numerusform>
        </translation>
    </message>
    <message>
        <source>{unit} (picked)</source>
        <translation>{unit} (elegido)</translation>
    </message>
    <message>
        <source>{space} with {dice}</source>
        <translation>{space} con {dice}</translation>
    </message>
    <message>
        <source>Hypnosia</source>
        <translation>Hypnosia</translation>
    </message>
    <message>
        <source>A dice race to the centre of three circles. 2 to 6 players.</source>
        <translation>Una carrera de dados hacia el centro de tres círculos. De 2 a 6 jugadores.</translation>
    </message>
    <message>
        <source>Roll two dice; move your pawns counter-clockwise, one die per move.</source>
        <translation>Tira dos dados; mueve tus peones en sentido antihorario, un dado por movimiento.</translation>
    </message>
    <message>
        <source>Bridges lead to the next circle inward; a gate enters the centre with a 1.</source>
        <translation>Los puentes llevan al círculo siguiente hacia dentro; desde una puerta se entra al centro con un 1.</translation>
    </message>
    <message>
        <source>Land on an opponent to capture it; two of your pawns together make a stack.</source>
        <translation>Cae sobre un rival para capturarlo; dos de tus peones juntos forman una pila.</translation>
    </message>
    <message>
        <source>Pawns in the centre score 5, 4, 3, 2, 1 in order of arrival.</source>
        <translation>Los peones del centro puntúan 5, 4, 3, 2, 1 por orden de llegada.</translation>
    </message>
    <message>
        <source>No stacks over bridges (H19)</source>
        <translation>Sin pilas por los puentes (H19)</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sí</translation>
    </message>
    <message>
        <source>No (standard)</source>
        <translation>No (estándar)</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>You win the race!</source>
        <translation>¡Ganas la carrera!</translation>
    </message>
    <message>
        <source>{player} wins the race.</source>
        <translation>{player} gana la carrera.</translation>
    </message>
    <message>
        <source>{players} share first place.</source>
        <translation>{players} comparten el primer puesto.</translation>
    </message>
    <message>
        <source>The Hypnosia board</source>
        <translation>El tablero de Hypnosia</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <source>The top bar: the turn, whose roll it is, and whom the game waits for.</source>
        <translation>La barra superior: el turno, a quién le toca tirar y a quién espera la partida.</translation>
    </message>
    <message>
        <source>The board: three circles around the centre. Pawns move counter-clockwise. Half-coloured spaces are bridges (to the next circle inward) and gates (to the centre). Your home lane is in your colour, outside the outer circle.</source>
        <translation>El tablero: tres círculos alrededor del centro. Los peones avanzan en sentido antihorario. Las casillas de dos colores son puentes (al círculo siguiente hacia dentro) y puertas (al centro). Tu casa es del color de tu equipo, fuera del círculo exterior.</translation>
    </message>
    <message>
        <source>The dice of this turn. A used die turns grey. Each move uses one whole die.</source>
        <translation>Los dados de este turno. Un dado usado se vuelve gris. Cada movimiento usa un dado entero.</translation>
    </message>
    <message>
        <source>Your pawns that can move wear a dashed ring. Click one, then a highlighted space: its tag says which die takes the pawn there.</source>
        <translation>Tus peones que pueden moverse llevan un anillo discontinuo. Haz clic en uno y luego en una casilla resaltada: su etiqueta dice qué dado lleva allí al peón.</translation>
    </message>
    <message>
        <source>What you may do now, and a button for each move of the picked pawn. Keys 1 to 6 press the buttons; Tab reaches the lists of pawns and spaces.</source>
        <translation>Lo que puedes hacer ahora y un botón por cada movimiento del peón elegido. Las teclas 1 a 6 pulsan los botones; Tab llega a las listas de peones y casillas.</translation>
    </message>
    <message>
        <source>Each player&apos;s shape, number, colour, score and pawns, and the order of arrival in the centre.</source>
        <translation>La forma, el número, el color, los puntos y los peones de cada jugador, y el orden de llegada al centro.</translation>
    </message>
    <message>
        <source>The log: every roll with how fair it was, every move, capture and arrival.</source>
        <translation>El registro: cada tirada y cómo se garantizó que fuera justa, cada movimiento, captura y llegada.</translation>
    </message>
    <message>
        <source>brown</source>
        <translation>marrón</translation>
    </message>
    <message>
        <source>{player} grabs {card}.</source>
        <translation>{player} agarra {card}.</translation>
    </message>
    <message>
        <source>{player} puts {card} back.</source>
        <translation>{player} devuelve {card}.</translation>
    </message>
    <message>
        <source>{player} calls Stop!</source>
        <translation>{player} grita ¡Alto!</translation>
    </message>
    <message>
        <source>{player} looks.</source>
        <translation>{player} mira.</translation>
    </message>
    <message>
        <source>{player} is done.</source>
        <translation>{player} ha terminado.</translation>
    </message>
    <message>
        <source>{player} rolls the dice.</source>
        <translation>{player} tira los dados.</translation>
    </message>
    <message>
        <source>{player} rolls {die} for the start (V7).</source>
        <translation>{player} saca {die} en la tirada de salida (V7).</translation>
    </message>
    <message>
        <source>{seats} tie for the highest roll and roll again (V7).</source>
        <translation>{seats} empatan con la tirada más alta y vuelven a tirar (V7).</translation>
    </message>
    <message>
        <source>{player} timed out and is out of the game: their cards are scored and they rank last (V15).</source>
        <translation>{player} agotó su tiempo y queda fuera de la partida: sus cartas puntúan y queda en último lugar (V15).</translation>
    </message>
    <message>
        <source>Scramble {round}: the cards are laid out; {player} rolls.</source>
        <translation>Ronda {round}: se reparten las cartas; tira {player}.</translation>
    </message>
    <message>
        <source>The dice: {dice}.</source>
        <translation>Los dados: {dice}.</translation>
    </message>
    <message>
        <source>{player} takes {card}.</source>
        <translation>{player} se lleva {card}.</translation>
    </message>
    <message>
        <source>{claimants} grab {card} at once: {player} gets it (V13).</source>
        <translation>{claimants} agarran {card} a la vez: se la lleva {player} (V13).</translation>
    </message>
    <message>
        <source>{player} grabs {card}, but it is gone.</source>
        <translation>{player} agarra {card}, pero ya no está.</translation>
    </message>
    <message>
        <source>{player} puts {card} back (V18).</source>
        <translation>{player} devuelve {card} (V18).</translation>
    </message>
    <message>
        <source>{seats}: Stop! (slot {slot})</source>
        <translation>{seats}: ¡Alto! (instante {slot})</translation>
    </message>
    <message>
        <source>Scramble {round} ends with the Stop (V14).</source>
        <translation>La ronda {round} termina con el ¡Alto! (V14).</translation>
    </message>
    <message>
        <source>Scramble {round} ends: everyone is done (V15).</source>
        <translation>La ronda {round} termina: todos han terminado (V15).</translation>
    </message>
    <message>
        <source>Scramble {round} ends at the time limit (V15).</source>
        <translation>La ronda {round} termina al agotarse el tiempo (V15).</translation>
    </message>
    <message>
        <source>Scramble {round}, penalty points: {points}.</source>
        <translation>Ronda {round}, puntos de penalización: {points}.</translation>
    </message>
    <message>
        <source>The fifth scramble is scored: the game ends. Totals: {totals}.</source>
        <translation>La quinta ronda está puntuada: la partida termina. Totales: {totals}.</translation>
    </message>
    <message>
        <source>Places (V17): {places}.</source>
        <translation>Puestos (V17): {places}.</translation>
    </message>
    <message>
        <source>{player} takes a card.</source>
        <translation>{player} se lleva una carta.</translation>
    </message>
    <message>
        <source>{claimants} grab one card at once: {player} gets it (V13).</source>
        <translation>{claimants} agarran una carta a la vez: se la lleva {player} (V13).</translation>
    </message>
    <message>
        <source>{player} grabs a card, but it is gone.</source>
        <translation>{player} agarra una carta, pero ya no está.</translation>
    </message>
    <message>
        <source>{player} puts a card back (V18).</source>
        <translation>{player} devuelve una carta (V18).</translation>
    </message>
    <message>
        <source>Roll the dice (R)</source>
        <translation>Tirar los dados (R)</translation>
    </message>
    <message>
        <source>Stop!</source>
        <translation>¡Alto!</translation>
    </message>
    <message>
        <source>Call Stop: the scramble ends after this slot&apos;s grabs (key S)</source>
        <translation>Grita ¡Alto!: la ronda termina tras las cartas de este instante (tecla S)</translation>
    </message>
    <message>
        <source>Done: I take no more cards</source>
        <translation>Listo: no tomo más cartas</translation>
    </message>
    <message>
        <source>Done (D)</source>
        <translation>Listo (D)</translation>
    </message>
    <message>
        <source>The scramble ends when every player is done (key D)</source>
        <translation>La ronda termina cuando todos han terminado (tecla D)</translation>
    </message>
    <message>
        <source>Keys: arrows move in the grid, Enter takes the ringed card, S Stop, D Done.</source>
        <translation>Teclas: las flechas se mueven por la cuadrícula, Intro toma la carta marcada, S ¡Alto!, D Listo.</translation>
    </message>
    <message>
        <source>Click one of your cards, or press Backspace, to put it back.</source>
        <translation>Haz clic en una de tus cartas, o pulsa Retroceso, para devolverla.</translation>
    </message>
    <message>
        <source>Die of {type}: {value}</source>
        <translation>Dado de {type}: {value}</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dados</translation>
    </message>
    <message>
        <source>Markers: {fives} of -5 and {ones} of -1 (V4)</source>
        <translation>Fichas: {fives} de -5 y {ones} de -1 (V4)</translation>
    </message>
    <message>
        <source>Players and their cards</source>
        <translation>Jugadores y sus cartas</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Count / dice</source>
        <translation>Cuenta / dados</translation>
    </message>
    <message>
        <source>Penalty points</source>
        <translation>Puntos de penalización</translation>
    </message>
    <message>
        <source>out</source>
        <translation>fuera</translation>
    </message>
    <message>
        <source>done</source>
        <translation>listo</translation>
    </message>
    <message>
        <source>{rounds} = &lt;b&gt;{total}&lt;/b&gt;</source>
        <translation>{rounds} = &lt;b&gt;{total}&lt;/b&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) face down</source>
        <translation>
            <numerusform>%n carta boca abajo</numerusform>
            <numerusform>%n cartas boca abajo</numerusform>
        </translation>
    </message>
    <message>
        <source>+3: Stop! without matching (V16)</source>
        <translation>+3: ¡Alto! sin acertar (V16)</translation>
    </message>
    <message>
        <source>The cards on the table</source>
        <translation>Las cartas de la mesa</translation>
    </message>
    <message>
        <source>That card was already gone.</source>
        <translation>Esa carta ya no estaba.</translation>
    </message>
    <message>
        <source>{card} was already gone.</source>
        <translation>{card} ya no estaba.</translation>
    </message>
    <message>
        <source>a card</source>
        <translation>una carta</translation>
    </message>
    <message>
        <source>You got {card}.</source>
        <translation>Te llevas {card}.</translation>
    </message>
    <message>
        <source>You got {card}: {others} grabbed it too.</source>
        <translation>Te llevas {card}: {others} también la agarró.</translation>
    </message>
    <message>
        <source>{player} got {card}: you grabbed it at the same time.</source>
        <translation>{player} se lleva {card}: la agarraste a la vez.</translation>
    </message>
    <message>
        <source>{player} got {card}: {others} grabbed it too.</source>
        <translation>{player} se lleva {card}: {others} también la agarró.</translation>
    </message>
    <message>
        <source>Empty cell, row {row}, column {column}</source>
        <translation>Casilla vacía, fila {row}, columna {column}</translation>
    </message>
    <message>
        <source>{card}: {letters}, row {row}, column {column}</source>
        <translation>{card}: {letters}, fila {row}, columna {column}</translation>
    </message>
    <message>
        <source>Time left: {minutes}:{seconds:02d}</source>
        <translation>Tiempo restante: {minutes}:{seconds:02d}</translation>
    </message>
    <message>
        <source>Scramble {round} of {rounds}</source>
        <translation>Ronda {round} de {rounds}</translation>
    </message>
    <message>
        <source>You roll this scramble&apos;s dice: look at the cards, then roll. The scramble starts at once.</source>
        <translation>Tiras los dados de esta ronda: mira las cartas y tira. La ronda empieza enseguida.</translation>
    </message>
    <message>
        <source>{player} rolls the dice. Look at the cards meanwhile.</source>
        <translation>{player} tira los dados. Mientras, mira las cartas.</translation>
    </message>
    <message>
        <source>The cards are being laid out.</source>
        <translation>Se están repartiendo las cartas.</translation>
    </message>
    <message>
        <source>You are out of the game (V15).</source>
        <translation>Estás fuera de la partida (V15).</translation>
    </message>
    <message>
        <source>Your grab is on its way…</source>
        <translation>Tu mano va hacia la carta…</translation>
    </message>
    <message>
        <source>Stop waits until your grab has landed (V14).</source>
        <translation>El ¡Alto! espera a que tu carta llegue (V14).</translation>
    </message>
    <message>
        <source>Stop! is on its way…</source>
        <translation>¡Alto! va en camino…</translation>
    </message>
    <message>
        <source>You are done. The scramble ends when everyone is done.</source>
        <translation>Has terminado. La ronda termina cuando todos hayan terminado.</translation>
    </message>
    <message>
        <source>Grab cards until yours match the dice, then call Stop!</source>
        <translation>Agarra cartas hasta igualar los dados y grita ¡Alto!</translation>
    </message>
    <message>
        <source>Rolling for the first player</source>
        <translation>Tirada para el primer jugador</translation>
    </message>
    <message>
        <source>Scramble {round} of {rounds} · slot {slot}</source>
        <translation>Ronda {round} de {rounds} · instante {slot}</translation>
    </message>
    <message>
        <source>The scramble is scored: see each player&apos;s cards and points.</source>
        <translation>La ronda está puntuada: mira las cartas y los puntos de cada uno.</translation>
    </message>
    <message>
        <source>Grab!</source>
        <translation>¡A por ellas!</translation>
    </message>
    <message>
        <source>Hypno Vision</source>
        <translation>Hypno Vision</translation>
    </message>
    <message>
        <source>Grab cards until they match the dice: everyone at once. 2 to 6 players.</source>
        <translation>Agarra cartas hasta igualar los dados: todos a la vez. De 2 a 6 jugadores.</translation>
    </message>
    <message>
        <source>Four dice say how many characters of each kind to collect.</source>
        <translation>Cuatro dados dicen cuántos personajes de cada clase reunir.</translation>
    </message>
    <message>
        <source>Everyone grabs cards from the table at the same time, one at a time.</source>
        <translation>Todos agarran cartas de la mesa a la vez, de una en una.</translation>
    </message>
    <message>
        <source>Call Stop! when your cards match the dice exactly; or press Done.</source>
        <translation>Grita ¡Alto! cuando tus cartas igualen los dados; o pulsa Listo.</translation>
    </message>
    <message>
        <source>Each character too many or too few is a penalty point; fewest after five wins.</source>
        <translation>Cada personaje de más o de menos es un punto de penalización; tras cinco rondas gana quien tenga menos.</translation>
    </message>
    <message>
        <source>slow hands</source>
        <translation>manos lentas</translation>
    </message>
    <message>
        <source>fast hands</source>
        <translation>manos rápidas</translation>
    </message>
    <message>
        <source>normal hands</source>
        <translation>manos normales</translation>
    </message>
    <message>
        <source>{bot}, {speed}</source>
        <translation>{bot}, {speed}</translation>
    </message>
    <message>
        <source>Young players may put cards back (V18)</source>
        <translation>Los pequeños pueden devolver cartas (V18)</translation>
    </message>
    <message>
        <source>Memory: collected cards face down (V19)</source>
        <translation>Memoria: cartas recogidas boca abajo (V19)</translation>
    </message>
    <message>
        <source>Seat {seat} (you, offline)</source>
        <translation>Puesto {seat} (tú, sin red)</translation>
    </message>
    <message>
        <source>Seats {seats}</source>
        <translation>Puestos {seats}</translation>
    </message>
    <message>
        <source>You win with the fewest penalty points!</source>
        <translation>¡Ganas con menos puntos de penalización!</translation>
    </message>
    <message>
        <source>{player} wins with the fewest penalty points.</source>
        <translation>{player} gana con menos puntos de penalización.</translation>
    </message>
    <message>
        <source>{players} share the victory.</source>
        <translation>{players} comparten la victoria.</translation>
    </message>
    <message>
        <source>The 52 cards</source>
        <translation>Las 52 cartas</translation>
    </message>
    <message>
        <source>The top bar: which of the five scrambles this is, and the moment (slot) it is at.</source>
        <translation>La barra superior: cuál de las cinco rondas es y en qué instante está.</translation>
    </message>
    <message>
        <source>The four dice: how many characters of each kind to collect. Each kind has its colour, shape and letter. On the right, the time left in the scramble.</source>
        <translation>Los cuatro dados: cuántos personajes de cada clase reunir. Cada clase tiene su color, su forma y su letra. A la derecha, el tiempo que queda de ronda.</translation>
    </message>
    <message>
        <source>The 52 cards. Click a card to grab it, or move with the arrow keys and press Enter. Everyone grabs at once: a card two players grab goes to one of them by a fair draw, shown on the card for a moment.</source>
        <translation>Las 52 cartas. Haz clic en una carta para agarrarla, o muévete con las flechas y pulsa Intro. Todos agarran a la vez: una carta que agarran dos jugadores es para uno de ellos por sorteo justo, y se ve un momento sobre la carta.</translation>
    </message>
    <message>
        <source>Everyone&apos;s cards, with the count of each kind against its die (✓ exact, + too many), and the penalty points of every scramble with their markers.</source>
        <translation>Las cartas de cada uno, con la cuenta de cada clase frente a su dado (✓ justo, + de más), y los puntos de penalización de cada ronda con sus fichas.</translation>
    </message>
    <message>
        <source>Stop! (key S) ends the scramble for everybody: call it when your cards match the dice exactly, or it costs 3 more points. Done (key D) says you take no more; the scramble also ends when everybody is done.</source>
        <translation>¡Alto! (tecla S) termina la ronda para todos: grítalo cuando tus cartas igualen los dados, o te costará 3 puntos más. Listo (tecla D) dice que no tomas más; la ronda también termina cuando todos han terminado.</translation>
    </message>
    <message>
        <source>The log: the dice, who took which card, who got a card grabbed at once, the Stops and the points.</source>
        <translation>El registro: los dados, quién se llevó cada carta, quién ganó una carta agarrada a la vez, los ¡Alto! y los puntos.</translation>
    </message>
</context>
</TS>
