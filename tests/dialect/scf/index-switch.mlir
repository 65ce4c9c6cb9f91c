// RUN: corolift opt %s | FileCheck --strict-whitespace %s
// RUN: corolift opt %s | corolift opt | FileCheck --strict-whitespace %s

// `case`/`default` sit at the op's indentation; the op line ends with a space. Case regions
// keep their `scf.yield`, the default region elides a bare one.
func.func @s(%i: index, %x: f32, %y: f32) -> f32 {
  %r = scf.index_switch %i -> f32
  case 2 {
    scf.yield %x : f32
  }
  case -7 {
    scf.yield %y : f32
  }
  default {
    scf.yield %x : f32
  }
  scf.index_switch %i {tag}
  case 0 {
    scf.yield
  }
  default {
  }
  scf.index_switch %i
  default {
  }
  return %r : f32
}

// CHECK:module {
// CHECK-NEXT:  func.func @s(%arg0: index, %arg1: f32, %arg2: f32) -> f32 {
// CHECK-NEXT:    %0 = scf.index_switch %arg0 -> f32 
// CHECK-NEXT:    case 2 {
// CHECK-NEXT:      scf.yield %arg1 : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    case -7 {
// CHECK-NEXT:      scf.yield %arg2 : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    default {
// CHECK-NEXT:      scf.yield %arg1 : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.index_switch %arg0 {tag} 
// CHECK-NEXT:    case 0 {
// CHECK-NEXT:      scf.yield
// CHECK-NEXT:    }
// CHECK-NEXT:    default {
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.index_switch %arg0 
// CHECK-NEXT:    default {
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0 : f32
// CHECK-NEXT:  }
// CHECK-NEXT:}
