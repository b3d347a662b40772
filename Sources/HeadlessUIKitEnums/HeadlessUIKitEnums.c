// The target's declarations are all in include/HeadlessUIKitEnums.h (enumerations only);
// SwiftPM builds a C target from at least one source file.
#include "HeadlessUIKitEnums.h"
