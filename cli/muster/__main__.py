from muster.app import main

raise SystemExit(main())
