"""Choosing in a terminal, one short numbered list at a time (any game's terminal client).

A decision is a tree: first the kind of action, then its details (which card, how to pay),
each level a ``Branch`` of at most ``PAGE_SIZE`` numbered options per page, with a way back
(``0``). A ``Leaf`` is one action; a ``Typed`` step reads an answer in words of its own (card
numbers, for choices with too many combinations to list). Plain lines only, no cursor tricks:
it works over SSH and with a terminal screen reader.

Words that work at every prompt (``help``, a card's text, the table again, quit) are the
client's: ``Console.commands`` answers them, and returns False for anything it does not know.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

PAGE_SIZE = 12
"""Options listed at once; with the page and back lines, never more than 15 lines to choose
from."""
MAX_LISTED = 15
"""A list this long or shorter is shown whole, on one page."""


class Quit(Exception):
    """The player asked to stop (``quit``, or the end of input)."""


class Back(Exception):
    """Raised by a ``Typed`` step when the player goes back."""


@dataclass
class Leaf:
    """One action, as the list shows it; ``cards`` are what ``? N`` describes."""

    label: str
    action: Any
    cards: Sequence[Any] = ()


@dataclass
class Branch:
    """A choice that opens a list of details; ``only`` begins the line that says, when the
    list has a single option, that it is chosen without asking ("The only way to pay:")."""

    label: str
    title: str
    options: Callable[[], list[Leaf | Branch | Typed]]
    cards: Sequence[Any] = ()
    only: str | None = None


@dataclass
class Typed:
    """A step that asks in words of its own: ``run(console)`` returns the action or raises
    ``Back``."""

    label: str
    run: Callable[[Console], Any]
    cards: Sequence[Any] = ()


Option = Leaf | Branch | Typed


@dataclass
class Console:
    """Lines out, answers in; ``commands`` handles words valid at every prompt, given the
    answer and the options on screen (True when it handled the answer)."""

    read: Callable[[str], str]
    write: Callable[[str], None]
    commands: Callable[[str, Sequence[Option]], bool] = field(default=lambda text, shown: False)
    prompt: str = "> "

    def answer(self, shown: Sequence[Option] = ()) -> str | None:
        """The next answer, or None if it was a command for everywhere (answered already: the
        caller shows its question again); Quit at the end of input."""
        try:
            text = self.read(self.prompt).strip()
        except EOFError:
            raise Quit from None
        if text.lower() in ("q", "quit", "exit"):
            raise Quit
        if text and self.commands(text, shown):
            return None
        return text

    def choose(self, title: str, options: Sequence[Option], *, back: bool) -> Any:
        """The action chosen down the tree from ``options`` (Back, if ``back`` and the player
        goes back from this level)."""
        while True:
            picked = self.pick(title, options, back=back)
            try:
                if isinstance(picked, Leaf):
                    return picked.action
                if isinstance(picked, Typed):
                    return picked.run(self)
                details = picked.options()
                if len(details) == 1 and picked.only is not None:
                    only = details[0]
                    self.write(f"{picked.only} {only.label}.")
                    if isinstance(only, Leaf):
                        return only.action
                    details = [only]
                return self.choose(picked.title, details, back=True)
            except Back:
                continue

    def pick(self, title: str, options: Sequence[Option], *, back: bool) -> Option:
        """One option of a list, page by page; raises Back for ``0`` when ``back``."""
        pages = [options] if len(options) <= MAX_LISTED else _pages(options)
        page = 0
        while True:
            shown = pages[page]
            self.write(title if len(pages) == 1 else f"{title} (page {page + 1} of {len(pages)})")
            first = sum(len(p) for p in pages[:page])
            for number, option in enumerate(shown, start=first + 1):
                self.write(f"  {number:2d}. {option.label}")
            if page + 1 < len(pages):
                self.write("   n. next page")
            if page > 0:
                self.write("   p. previous page")
            if back:
                self.write("   0. back")
            text = self.answer(options)
            while text == "":  # an empty line: the list is still just above
                text = self.answer(options)
            if text is None:
                continue  # a command was answered: the list again
            text = text.lower()
            if text in ("n", "next") and page + 1 < len(pages):
                page += 1
                continue
            if text in ("p", "previous") and page > 0:
                page -= 1
                continue
            if back and text in ("0", "b", "back"):
                raise Back
            if text.isdigit() and 1 <= int(text) <= len(options):
                return options[int(text) - 1]
            self.write(_hint(len(options), back, len(pages) > 1))

    def numbers_typed(
        self, count: int, words: dict[str, list[int]], accept: Callable[[list[int]], Any], hint: str
    ) -> Any:
        """What ``accept`` makes of card numbers typed as ``1 3 4`` (from 1 to ``count``; None
        refuses them and ``hint`` says how to answer); ``words`` stand for lists of numbers
        ("all"); Back for ``0``."""
        while True:
            text = (self.answer() or "").lower()
            if not text:  # a command was answered, or an empty line: ask again
                continue
            if text in ("0", "b", "back"):
                raise Back
            picked = words[text] if text in words else numbers(text, count)
            chosen = None if picked is None else accept(picked)
            if chosen is not None:
                return chosen
            self.write(hint)


def _pages(options: Sequence[Option]) -> list[Sequence[Option]]:
    return [options[i : i + PAGE_SIZE] for i in range(0, len(options), PAGE_SIZE)]


def _hint(count: int, back: bool, paged: bool) -> str:
    words = [f"Type a number from 1 to {count}"]
    if paged:
        words.append("n or p for the next or previous page")
    if back:
        words.append("0 to go back")
    return ", ".join(words) + "; help lists the other commands."


def numbers(text: str, count: int) -> list[int] | None:
    """Card numbers typed as ``1 3 4`` (or ``1,3,4``), each from 1 to ``count``; None if the
    text is not such a list. Returned as given, from 0 (repeats are the caller's to refuse)."""
    parts = text.replace(",", " ").split()
    if not parts or not all(p.isdigit() and 1 <= int(p) <= count for p in parts):
        return None
    return [int(p) - 1 for p in parts]
