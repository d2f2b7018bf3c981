// placeholder replaced by the CLI issue
