from muster.console import main

raise SystemExit(main())
