"""The rules of Hypnose as a pure, deterministic state machine (standard library only).

Public API: ``new_game``, ``pending``, ``apply_action``, ``apply_dealer``, ``legal_actions``,
``state_hash``, the action and dealer vocabularies of ``core.actions``, ``View``/``Knowledge``,
and ``LocalDealer`` for offline games.
"""
