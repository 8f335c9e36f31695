"""The panels over or beside the table: actions, 托管, bidding, the wild choice, the result and
the hints."""
