"""What Hypnose's log says: actions, dealer results and changes as message ids with arguments.

A message names cards by their catalog ids (``card:<id>`` arguments) and seats by number, so a
window can translate both; ``render`` gives the English words for the terminal and tests. A
decided duel comes with each total's parts (``duel_message``), as the table shows it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from core.game import Message
from core.hypnose.actions import (
    Attack,
    AttackCommit,
    Bank,
    BuyBlind,
    BuyExpert,
    BuyMarket,
    DeclineRefill,
    Defend,
    DefendCommit,
    Discard,
    Keep,
    KeepCommit,
    Pass,
    Play,
    PlayExpert,
    Refill,
    Refresh,
    Reorder,
    ReorderCommit,
    Search,
    SearchDiscardPile,
    SearchDrawPile,
)
from core.hypnose.catalog import Category
from core.hypnose.duel import under_way
from core.hypnose.duel_tally import tally
from core.hypnose.zones import Zone
from core.view import View
from core.vocabulary import UNKNOWN, Opened, Revealed, RevealStep

FACE_DOWN = "?"
"""The card id of a card the viewer cannot see."""


def card_ids(view: View, handles: tuple[int, ...]) -> tuple[str, ...]:
    return tuple(k.id if (k := view.kind(h)) else FACE_DOWN for h in handles)


def describe(view: View, action: Any) -> Message:
    """An action in the log, from the point of view of ``view``'s seat."""
    ids = lambda handles: card_ids(view, handles)  # noqa: E731
    if isinstance(action, Pass):
        return Message("hypnose.pass")
    if isinstance(action, Refresh):
        return Message("hypnose.refresh", {"cards": ids(action.cards)})
    if isinstance(action, Bank):
        return Message("hypnose.bank", {"cards": ids(action.cards)})
    if isinstance(action, BuyMarket):
        kind = view.kind(action.card)
        price = kind.price if kind else 0
        return Message(
            "hypnose.buy_market",
            {"card": kind.id if kind else FACE_DOWN, "price": price,
             "payment": ids(action.payment), "bank": _from_bank(view, action.payment, price)},
        )  # fmt: skip
    if isinstance(action, BuyBlind | BuyExpert):
        blind = isinstance(action, BuyBlind)
        catalog = view.state.catalog
        price = catalog.blind_price if blind else catalog.expert_price
        args = {"payment": ids(action.payment), "bank": _from_bank(view, action.payment, price)}
        return Message("hypnose.buy_blind" if blind else "hypnose.buy_expert", args)
    if isinstance(action, Play):
        return Message(
            "hypnose.play", {"card": ids((action.card,))[0], "opponent": action.opponent}
        )
    if isinstance(action, Attack):
        return Message("hypnose.attack", {"opponent": action.opponent, "cards": ids(action.cards)})
    if isinstance(action, Defend):
        return Message("hypnose.defend", {"cards": ids(action.cards)})
    if isinstance(action, PlayExpert):
        return Message("hypnose.play_expert", {"card": ids((action.card,))[0]})
    if isinstance(action, Keep):
        return Message("hypnose.keep", {"card": ids((action.card,))[0]})
    if isinstance(action, Discard):
        return Message("hypnose.discard", {"cards": ids(action.cards)})
    if isinstance(action, Reorder):
        return Message("hypnose.reorder", {"cards": ids(action.order)})
    if isinstance(action, Search):
        return Message("hypnose.search", {"cards": ids(action.cards)})
    if isinstance(action, Refill):
        return Message("hypnose.refill")
    if isinstance(action, DeclineRefill):
        return Message("hypnose.decline_refill")
    if isinstance(action, SearchDrawPile):
        return Message("hypnose.search_draw_pile")
    if isinstance(action, SearchDiscardPile):
        return Message("hypnose.search_discard_pile")
    if isinstance(action, AttackCommit):
        return Message(
            "hypnose.attack_sealed", {"opponent": action.opponent, "count": action.count}
        )
    if isinstance(action, DefendCommit):
        return Message("hypnose.defend_sealed", {"count": action.count})
    if isinstance(action, KeepCommit):
        return Message("hypnose.keep_sealed")
    if isinstance(action, ReorderCommit):
        return Message("hypnose.reorder_sealed", {"count": action.count})
    return Message("hypnose.unknown", {"action": repr(action)})


def _from_bank(view: View, payment: tuple[int, ...], price: int) -> int:
    """What the bank pays of ``price`` beside the ``payment`` cards (R7.2), 0 if unknown."""
    kinds = view.kinds(payment)
    if any(k is None for k in kinds):
        return 0
    return max(price - sum(k.pay_value for k in kinds), 0)


def describe_dealer(view: View, step: Any, result: Any) -> Message | None:
    """Dealer results worth a log line: a duel selection turned face up, cards shown to this
    seat alone (the ones it draws, an opponent's hand it looks at, the cards it looks at)."""
    state = view.state
    catalog = state.catalog
    if isinstance(result, Opened):
        ids = tuple(catalog[k].id for k in result.kinds)
        return Message("hypnose.opened", {"seat": step.seat, "cards": ids})
    mine = isinstance(step, RevealStep) and step.to == view.seat
    if not (mine and isinstance(result, Revealed) and result.kinds):
        return None
    cards = tuple(catalog[k].id for k in result.kinds)
    for seat in range(state.players):  # where the cards are now, in this seat's view
        hand = state.hand(seat)
        if all(h in hand for h in step.handles):
            if seat == view.seat:
                return Message("hypnose.you_draw", {"cards": cards})
            return Message("hypnose.you_see_hand", {"seat": seat, "cards": cards})
    return Message("hypnose.you_see", {"cards": cards})


def describe_changes(before: Any, after: Any) -> tuple[Message, ...]:
    """What changed in the public state, as a table shows it: a duel decided (its totals with
    their parts), resistance lost (and the Defense Modifier it brings, R16), a seat hypnotized,
    a landing's card given and Expert taken (R14), a new turn, the winner."""
    out: list[Message] = []
    decided = duel_message(before, after)
    if decided is not None:
        out.append(decided)
    for seat in range(after.players):
        old, new = before.resistance[seat], after.resistance[seat]
        if new < old:
            out.append(Message("hypnose.resistance", {"seat": seat, "old": old, "new": new}))
            if new == 0:
                out.append(Message("hypnose.hypnotized", {"seat": seat}))
    out.extend(landing_messages(before, after))
    if after.turn != before.turn:
        out.append(Message("hypnose.turn", {"turn": after.turn, "seat": after.active}))
    if after.winner is not None and before.winner is None:
        out.append(Message("hypnose.winner", {"seat": after.winner}))
    return tuple(out)


def landing_messages(before: Any, after: Any) -> list[Message]:
    """The landing effect of 11, 5 and 2 (R14): the card the loser turned up on its draw pile
    and gives to the winner, and the Expert it takes unseen."""
    out: list[Message] = []
    for loser in range(after.players):
        drawn = set(before.zone(Zone.DRAW, loser))
        for winner in range(after.players):
            given = [h for h in after.zone(Zone.DISCARD, winner) if h in drawn]
            if winner != loser and given:
                cards = tuple(
                    kind.id if (kind := _face(before, after, h)) else FACE_DOWN for h in given
                )
                args = {"seat": loser, "winner": winner, "cards": cards}
                out.append(Message("hypnose.gives", args))
    experts = set(before.zone(Zone.EXPERTS))
    for seat in range(after.players):
        if any(h in experts for h in after.zone(Zone.DISCARD, seat)):
            out.append(Message("hypnose.takes_expert", {"seat": seat}))
    return out


def duel_message(before: Any, after: Any) -> Message | None:
    """The duel ``before`` waited on, decided by ``after``: both totals with their parts, each
    Expert's step and the result ("hypnose.duel"); None if no duel was decided in between.

    The played cards are the duel's seats' cards that left their hands face up in between
    (opened selections, played Experts). Between two steps of a session that is exactly the
    duel; over a longer span in which other cards left face up, the counts disagree with the
    duel's and no message is made, rather than a wrong one. A hypnotized seat's whole hand
    leaves the game: of it, only the cards turned face up in between were played (a card
    taken from the face-up discard pile, R17, was face up in the hand already).
    """
    if not under_way(before) or (under_way(after) and after.turn == before.turn):
        return None
    duel = before.duel
    played: dict[int, list[Any]] = {}
    for seat in (duel.attacker, duel.defender):
        out = not after.alive(seat)
        hand = set(after.hand(seat))
        cards = [h for h in before.hand(seat) if h not in hand]
        if out:
            cards = [h for h in cards if before.public[h] == UNKNOWN]
        kinds = [_face(before, after, h) for h in before.zone(Zone.DUEL, seat) + tuple(cards)]
        played[seat] = [k for k in kinds if k is not None]
    defended = duel.defense_count
    if defended == 0:  # the defender chose in between: as the duel says, or as its cards show
        same = after.turn == before.turn and after.duel is not None
        shown = [k for k in played[duel.defender] if k.category is not Category.EXPERT]
        defended = after.duel.defense_count if same else len(shown) or -1
    declined = defended < 0
    result = tally(duel.attacker, duel.defender, played[duel.attacker], played[duel.defender],
                   before.modifier[duel.defender], declined)  # fmt: skip
    experts = {
        seat: [k for k in kinds if k.category is Category.EXPERT] for seat, kinds in played.items()
    }
    counts = (len(result.attack_parts), len(result.defense_parts))
    if counts != (duel.attack_count, max(defended, 0)) or any(len(e) > 1 for e in experts.values()):
        return None
    outcome = result.result
    return Message(
        "hypnose.duel",
        {
            "attacker": duel.attacker,
            "defender": duel.defender,
            "attack": result.attack,
            "attack_parts": tuple((k.id, n) for k, n in result.attack_parts),
            "defense": result.defense,
            "defense_parts": tuple((k.id, n) for k, n in result.defense_parts),
            "modifier": result.modifier,
            "declined": declined,
            "experts": tuple(
                (step.seat, experts[step.seat][0].id, step.cancelled, step.attack, step.defense)
                for step in result.experts
            ),
            "winner": outcome.winner,
            "loser": outcome.loser,
            "loss": outcome.loss,
        },
    )


def _face(before: Any, after: Any, handle: int) -> Any:
    """The card a handle shows face up in ``before``, or in ``after`` if turned up since."""
    kind = before.public[handle]
    if kind == UNKNOWN and after.epochs[handle] == before.epochs[handle]:
        kind = after.public[handle]
    return None if kind == UNKNOWN else before.catalog[kind]


ENGLISH: dict[str, str] = {
    "hypnose.turn": "Turn {turn}: {seat} is active",
    "hypnose.resistance": "{seat}: Mental Resistance {old} -> {new}",
    "hypnose.hypnotized": "{seat} is hypnotized and out of the game",
    "hypnose.gives": "{seat} turns up {cards} on the draw pile and gives it to {winner} (R14)",
    "hypnose.takes_expert": "{seat} takes the top Expert, unseen by the others (R14)",
    "hypnose.winner": "{seat} is the Master hypnotist",
    "hypnose.pass": "Pass (end this step)",
    "hypnose.refresh": "Refresh: discard {cards} and draw up to six (ends the turn)",
    "hypnose.bank": "Bank a discount: remove {cards}",
    "hypnose.buy_market": "Buy {card} ({price}) paying {payment}",
    "hypnose.buy_blind": "Blind purchase (6) paying {payment}",
    "hypnose.buy_expert": "Buy an Expert (8) paying {payment}",
    "hypnose.play": "Play {card}{opponent}",
    "hypnose.attack": "Attack {opponent} with {cards}",
    "hypnose.defend": "Defend with {cards}",
    "hypnose.play_expert": "Play Expert {card}",
    "hypnose.keep": "Keep {card}",
    "hypnose.discard": "Discard {cards}",
    "hypnose.reorder": "Put back, top first: {cards}",
    "hypnose.search": "Take {cards}",
    "hypnose.refill": "Refill the hand to six, the last card(s) searched for (R17)",
    "hypnose.decline_refill": "Decline the refill (keep the hand as it is)",
    "hypnose.search_draw_pile": "Search the draw pile (only you see it; reshuffled afterwards)",
    "hypnose.search_discard_pile": "Search the discard pile (the draw pile stays unseen)",
    "hypnose.attack_sealed": "Attack {opponent} with {count} face-down card(s)",
    "hypnose.defend_sealed": "Defend with {count} face-down card(s)",
    "hypnose.keep_sealed": "Keep one of the Experts looked at",
    "hypnose.reorder_sealed": "Put the top {count} cards back in a secret order",
    "hypnose.opened": "{seat} reveals {cards}",
    "hypnose.you_see": "you see {cards}",
    "hypnose.you_draw": "you draw {cards}",
    "hypnose.you_see_hand": "you see {seat}'s hand: {cards}",
    "hypnose.unknown": "{action}",
    # The duel's result (duel_message), built by _render_duel from these pieces.
    "hypnose.duel.attack": "Attack {total} = {parts}",
    "hypnose.duel.defense": "Defense {total} = {parts}",
    "hypnose.duel.modifier": "Defense Modifier {modifier}",
    "hypnose.duel.declined": "{defender} declines to defend",
    "hypnose.duel.expert": "{card} ({seat}): attack {attack}, defense {defense}",
    "hypnose.duel.cancelled": "{card} ({seat}) has no effect",
    "hypnose.duel.tie": "A tie: nothing happens.",
    "hypnose.duel.by_default": "{winner} wins by default; {loser} loses {loss} Mental Resistance.",
    "hypnose.duel.won": "{winner} wins; {loser} loses {loss} Mental Resistance.",
    "hypnose.duel.no_loss": "{winner} wins; {loser} loses no Mental Resistance.",
    # The phase of the turn and what the deciding seat may do (core.hypnose.prompts).
    "hypnose.phase.buy": "buying phase",
    "hypnose.phase.intermediate": "intermediate phase {number}",
    "hypnose.phase.duel": "duel",
    "hypnose.phase.refresh": "refresh phase",
    "hypnose.ask.buy": (
        "Buy a card, bank Value cards for a discount, or end the buying phase (bank: {bank})."
    ),
    "hypnose.ask.buy_first": (
        "Buy a card, bank Value cards for a discount, or refresh your hand (this ends your"
        " turn). A card must leave your hand before the buying phase can end (R7)."
    ),
    "hypnose.ask.intermediate": (
        "Intermediate phase {number}: you may play one card for its intermediate action (R10)."
    ),
    "hypnose.ask.duel": (
        "Duel: you may attack an opponent without a Target card, with Books or Courses and at"
        " most one Boost, face down (R11)."
    ),
    "hypnose.ask.defend": (
        "{attacker} attacks you with {count} face-down card(s). Defend with Books or Courses"
        " and at most one Defense card (your Defense Modifier adds {modifier}), or decline and"
        " lose the duel (R11)."
    ),
    "hypnose.ask.expert": (
        "Duel: attack {attack} against defense {defense}. You may play one Expert (R11)."
    ),
    "hypnose.ask.keep_expert": (
        "Expert purchase: keep one of the two Experts you looked at; the other goes under the"
        " Expert stack (R7.5)."
    ),
    "hypnose.ask.discard": "{seat} played Hypnotic Mirror: discard two cards of your choice.",
    "hypnose.ask.reorder": (
        "Dream Journal: put the top {count} cards of your draw pile back in any order."
    ),
    "hypnose.ask.refill": (
        "You fell to {resistance}: refill your hand to six, the last {count} card(s) searched"
        " for in one of your piles, or decline and keep your hand as it is (R17)."
    ),
    "hypnose.ask.pile": (
        "Name the pile to search for {count} card(s): your draw pile (only you see it, and it"
        " is shuffled afterwards) or your discard pile (R17)."
    ),
    "hypnose.ask.search_draw": "Take {count} card(s) from your draw pile (R17).",
    "hypnose.ask.search_discard": "Take {count} card(s) from your discard pile (R17).",
}

LOG_ENGLISH: dict[str, str] = {
    "hypnose.pass": "{actor} passes",
    "hypnose.refresh": "{actor} refreshes: discards {cards} and draws up to six (turn over)",
    "hypnose.bank": "{actor} banks {cards} for a discount",
    "hypnose.buy_market": "{actor} buys {card} for {price}, paying {payment}",
    "hypnose.buy_blind": "{actor} buys the top card of the Basic stack unseen, paying {payment}",
    "hypnose.buy_expert": "{actor} buys an Expert, paying {payment}",
    "hypnose.play": "{actor} plays {card}{opponent}",
    "hypnose.attack": "{actor} attacks {opponent} with {cards}",
    "hypnose.defend": "{actor} defends with {cards}",
    "hypnose.play_expert": "{actor} plays the Expert {card}",
    "hypnose.keep": "{actor} keeps {card}",
    "hypnose.discard": "{actor} discards {cards}",
    "hypnose.reorder": "{actor} puts the cards back, top first: {cards}",
    "hypnose.search": "{actor} takes {cards}",
    "hypnose.refill": "{actor} refills the hand",
    "hypnose.decline_refill": "{actor} declines the refill",
    "hypnose.search_draw_pile": "{actor} searches the draw pile",
    "hypnose.search_discard_pile": "{actor} searches the discard pile",
    "hypnose.attack_sealed": "{actor} attacks {opponent} with {count} face-down card(s)",
    "hypnose.defend_sealed": "{actor} defends with {count} face-down card(s)",
    "hypnose.keep_sealed": "{actor} keeps one of the two Experts",
    "hypnose.reorder_sealed": "{actor} puts the top {count} cards back in a secret order",
}
"""Actions as lines of the log, by the same message ids (``render(..., actor=seat)``)."""

SEAT_ARGS = frozenset({"seat", "opponent", "attacker", "defender", "winner", "loser"})
"""Message arguments that are seat numbers (rendered as the seat's name)."""


def render(
    message: Message,
    names: dict[str, str],
    seats: Sequence[str] | None = None,
    actor: int | None = None,
) -> str:
    """The English words of ``message``; ``names`` maps card ids to card names, ``seats``
    (optional) names the seats ("seat 1" without it). An action's message reads as a choice
    ("Buy Metronome (3) paying Value 3"), or with ``actor``, the seat that made it, as a line
    of the log ("Ana buys Metronome for 3, paying Value 3")."""

    def card(card_id: str) -> str:
        return "a face-down card" if card_id == FACE_DOWN else names.get(card_id, card_id)

    def seat(number: int) -> str:
        return seats[number] if seats is not None else f"seat {number}"

    if message.id == "hypnose.duel":
        return _render_duel(message.args, card, seat)
    args: dict[str, object] = {}
    for key, value in message.args.items():
        if key in ("cards", "payment"):
            if key == "payment" and not value:
                args[key] = "with the bank"
            elif key == "payment" and FACE_DOWN in value:
                args[key] = f"{len(value)} card(s)"
            else:
                args[key] = ", ".join(card(c) for c in value) or "-"
            if key == "payment" and value and message.args.get("bank"):
                args[key] += f" and {message.args['bank']} from the bank"
        elif key == "card":
            args[key] = card(value)
        elif key == "opponent" and message.id == "hypnose.play":
            args[key] = f" on {seat(value)}" if value >= 0 else ""
        elif key in SEAT_ARGS:
            args[key] = seat(value)
        else:
            args[key] = value
    if actor is not None and message.id in LOG_ENGLISH:
        return LOG_ENGLISH[message.id].format(actor=seat(actor), **args)
    return ENGLISH.get(message.id, message.id).format(**args)


def _render_duel(args: Any, card: Any, seat: Any) -> str:
    """ "Attack 6 = Suggestion Manual 4 + Metronome 2; Defense 6 = ...; The Neutralizer (Ana):
    attack 0, defense 6. Ana wins; Ben loses 1 Mental Resistance." """
    text = ENGLISH.get

    def parts(pairs: Any) -> list[str]:
        return [f"{card(card_id)} {n}" for card_id, n in pairs]

    pieces = [text("hypnose.duel.attack").format(
        total=args["attack"], parts=" + ".join(parts(args["attack_parts"])))]  # fmt: skip
    if args["declined"]:
        pieces.append(text("hypnose.duel.declined").format(defender=seat(args["defender"])))
    else:
        defense = parts(args["defense_parts"])
        if args["modifier"]:
            defense.append(text("hypnose.duel.modifier").format(modifier=args["modifier"]))
        pieces.append(text("hypnose.duel.defense").format(
            total=args["defense"], parts=" + ".join(defense)))  # fmt: skip
    for who, card_id, cancelled, attack, defense in args["experts"]:
        key = "hypnose.duel.cancelled" if cancelled else "hypnose.duel.expert"
        pieces.append(
            text(key).format(card=card(card_id), seat=seat(who), attack=attack, defense=defense)
        )
    if args["winner"] < 0:
        result = text("hypnose.duel.tie")
    else:
        key = "hypnose.duel.by_default" if args["declined"] else "hypnose.duel.won"
        key = key if args["loss"] else "hypnose.duel.no_loss"
        result = text(key).format(
            winner=seat(args["winner"]), loser=seat(args["loser"]), loss=args["loss"]
        )
    return "; ".join(pieces) + ". " + result[:1].upper() + result[1:]
