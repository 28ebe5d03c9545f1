"""The window's look: one style sheet (colours with WCAG AA contrast for text)."""

from __future__ import annotations

STYLE = """
QMainWindow, #startScreen, #endScreen, #tableScreen, #replayScreen { background: #ece8f3; }
QLabel { color: #1d1b24; }
#startTitle { font-size: 34px; font-weight: bold; color: #2b1f47; }
#startSubtitle { font-size: 15px; color: #4a4754; }
QGroupBox { font-weight: bold; border: 1px solid #cfcadb; border-radius: 8px; margin-top: 14px;
            background: #f9f8fc; padding: 10px 8px 8px 8px; }
QGroupBox::title { subcontrol-origin: margin; left: 10px; padding: 0 4px; color: #2b1f47; }
#startButton { font-size: 15px; font-weight: bold; background: #5b2ea6; color: white;
               border-radius: 6px; padding: 6px 14px; }
#startButton:hover { background: #4a2390; }
#resumeBox { background: #fff6dc; border: 1px solid #e0c26a; border-radius: 8px; }
#topBar { background: #2b1f47; }
#topBar QLabel { color: #f2eefa; font-size: 14px; }
#turnLabel { font-weight: bold; }
#phase { padding: 3px 10px; border-radius: 11px; }
#phase[step="current"] { background: #ffb000; color: #1d1b24; font-weight: bold; }
#phase[step="done"] { color: #a79fc2; }
#phase[step="next"] { color: #f2eefa; }
#waitingLabel { color: #ffd27a; }
#topRow { background: #2b1f47; }
#barButton { padding: 4px 12px; background: #43336b; color: #f2eefa; border: 1px solid #6b5a9a;
             border-radius: 4px; }
#barButton:hover { background: #56438a; }
#actionPanel { background: #ffffff; border: 1px solid #cfcadb; border-radius: 8px; }
#panelTitle { color: #5d5a66; font-size: 12px; text-transform: uppercase; }
#headline { font-size: 14px; font-weight: bold; }
#details { color: #33303c; }
#reason { color: #7a1f3d; font-style: italic; }
#actionPanel QPushButton { padding: 5px 10px; text-align: left; }
#actionPanel QPushButton[primary="true"]:enabled { background: #5b2ea6; color: white;
    border: 1px solid #41207a; border-radius: 4px; font-weight: bold; }
#gameLog { background: #ffffff; border: 1px solid #cfcadb; border-radius: 8px; font-size: 13px; }
#endTitle { font-size: 28px; font-weight: bold; color: #2b1f47; }
#audit { color: #4a4754; }
#guideBubble { background: #fffdf4; border: 2px solid #ffb000; border-radius: 10px; }
#guideCounter { color: #5d5a66; font-size: 12px; }
"""
