// jest stand-in for the 'server-only' marker package (it throws outside a server bundle).
