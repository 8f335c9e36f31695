"""What the table is about, without widgets: the controller that drives a match, who plays and
who sees the table (session, hot-seat), what is shown and what may be done (snapshot,
interaction, hints), the settings and the turn timer. Qt's core (signals, timers) only."""
