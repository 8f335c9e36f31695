; Inno Setup script of the Windows installer: dist\zhuji-mahjong-<version>-setup.exe.
;
;   python packaging\build.py --zip      (the onedir build in dist\zhuji-mahjong\, self-tested)
;   python packaging\installer.py        (checks this script, then runs Inno Setup's iscc on it)
;
; Every {#...} value below is #defined in the file that installer.py writes and names with
; /DValuesFile=...: the name, version and icon come from packaging/appinfo.py, as the PyInstaller
; spec's do (a UTF-8 file, so that the Chinese name never passes through a command line).
; Compiling this file by hand is refused.
;
; What it does (Inno Setup 6.3 or later, including 7):
; - installs for the current user, without administrator rights, into
;   %LOCALAPPDATA%\Programs\Zhuji Mahjong; or, chosen in the first dialog or with /ALLUSERS,
;   for all users into Program Files (that asks for administrator rights);
; - adds a Start-menu entry, and a desktop shortcut if its box is ticked;
; - registers an uninstaller (Settings > Apps, or Control Panel > Programs);
; - upgrades in place: the same AppId finds the earlier installation and its folder, the
;   program's own files (_internal) are replaced whole, and nothing of the player's is touched.
;   Saves, history, log and settings are not in the install folder: the game keeps them in
;   %APPDATA%\Zhuji\ZhujiMahjong and the registry (HKCU\Software\Zhuji\ZhujiMahjong), which
;   neither an upgrade nor the uninstaller removes.

#ifndef ValuesFile
  #error Build the installer with "python packaging\installer.py": it writes the version, names and paths
#endif
#include ValuesFile

[Setup]
; The installation's identity: never change it, or upgrades and the uninstaller lose track.
AppId={{D65B89DE-1753-415D-BD08-26914FD2B659}
AppName={#AppDisplayName}
AppVersion={#AppVersion}
AppVerName={#AppDisplayName} {#AppVersion}
AppPublisher={#AppPublisher}
AppCopyright={#AppCopyright}
VersionInfoVersion={#AppVersionNumbers}
VersionInfoProductName={#AppDisplayName}
VersionInfoProductVersion={#AppVersionNumbers}
VersionInfoDescription={#AppDescription} Setup
VersionInfoCompany={#AppPublisher}
; {autopf} is %LOCALAPPDATA%\Programs for a per-user install, Program Files for all users.
DefaultDirName={autopf}\{#AppFolderName}
DisableProgramGroupPage=yes
UsePreviousAppDir=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog commandline
; The build is 64-bit; x64compatible also lets it run on Windows 11 on Arm (x64 emulation).
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0
OutputDir={#OutputDir}
OutputBaseFilename={#OutputBaseName}
SetupIconFile={#IconFile}
UninstallDisplayIcon={app}\{#AppExeName}
UninstallDisplayName={#AppDisplayName}
WizardStyle=modern
ShowLanguageDialog=auto
Compression=lzma2/max
SolidCompression=yes
; A running game is asked to close before its files are replaced (Restart Manager), and the
; installer and the uninstaller both see it running by the mutex it holds (the uninstaller
; would otherwise leave a running game's files behind).
CloseApplications=yes
AppMutex={#AppMutexName}
RestartApplications=no
SetupLogging=yes

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
; Inno Setup 7 ships an official Simplified Chinese translation; 6.x has one among its
; unofficial translations, where an install keeps them. Chinese Windows then gets a Chinese
; installer; with neither, the installer is in English.
#if FileExists(AddBackslash(CompilerPath) + "Languages\ChineseSimplified.isl")
Name: "chinesesimplified"; MessagesFile: "compiler:Languages\ChineseSimplified.isl"
#elif FileExists(AddBackslash(CompilerPath) + "Languages\Unofficial\ChineseSimplified.isl")
Name: "chinesesimplified"; MessagesFile: "compiler:Languages\Unofficial\ChineseSimplified.isl"
#endif

[Tasks]
; ticked: the families this is for start programs from the desktop
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"

[InstallDelete]
; An upgrade replaces the program's files whole, so no file of an older version lingers.
Type: filesandordirs; Name: "{app}\_internal"

[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppDisplayName}"; Filename: "{app}\{#AppExeName}"
Name: "{autodesktop}\{#AppDisplayName}"; Filename: "{app}\{#AppExeName}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExeName}"; Description: "{cm:LaunchProgram,{#AppDisplayName}}"; Flags: nowait postinstall skipifsilent
