"""What peers say: the wire format, identities, signed messages and their transcripts, the
terms and seating a table agrees to, statements, versions, trust, seed streams, refusals,
resends and verdicts."""
